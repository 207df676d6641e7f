import type { I18n } from "../../i18n";
import { whenBodyReady } from "../dom-ready";
import { throttle } from "../throttle";
import { createBadgeButton } from "./badge-button";
import { createBadgeDrag, keyMove } from "./badge-moves";
import { ensureBadgeStyles } from "./badge-styles";
import { clampToViewport, topRight } from "./position";
import type { Point } from "./position";
import { createBadgeTip } from "./tooltip";
import type { BadgeTip } from "./tooltip";

/** Throttle of the return to the top right on resize (CL-ST-12). */
export const RESIZE_THROTTLE_MS = 80;

export interface BadgeView {
  readonly element: HTMLButtonElement | null;
  readonly tip: BadgeTip | null;
  show(): void;
  remove(): void;
}

/** The badge on the page: added with its tooltip at the top right, moved by pointer and keys inside the viewport. */
export function createBadgeView(doc: Document, i18n: Pick<I18n, "t" | "tag">): BadgeView {
  const win = doc.defaultView ?? window;
  let element: HTMLButtonElement | null = null;
  let tip: BadgeTip | null = null;
  let position: Point = { left: 0, top: 0 };

  const viewport = () => ({
    width: doc.documentElement.clientWidth || win.innerWidth,
    height: doc.documentElement.clientHeight || win.innerHeight,
  });
  const place = (point: Point) => {
    position = clampToViewport(point, viewport());
    if (!element) return;
    element.style.left = `${position.left}px`;
    element.style.top = `${position.top}px`;
    tip?.follow(position);
  };
  const toRest = () => place(topRight(viewport()));
  const onResize = throttle(toRest, RESIZE_THROTTLE_MS);
  const drag = createBadgeDrag({
    get element() {
      return element;
    },
    get position() {
      return position;
    },
    place,
    grabbed: () => tip?.dismiss(),
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyMove(event.key, event.shiftKey, position);
    if (!target) return;
    if (target === "rest") toRest();
    else place(target);
    event.preventDefault();
  };

  function show() {
    if (element) return;
    ensureBadgeStyles(doc);
    const badge = createBadgeButton(doc, i18n);
    const description = createBadgeTip(doc, i18n.t("betaBadgeHint"), i18n.tag, viewport);
    badge.setAttribute("aria-describedby", description.element.id);
    badge.addEventListener("pointerdown", drag.down);
    badge.addEventListener("keydown", onKeyDown);
    badge.addEventListener("pointerenter", description.hoverStart);
    badge.addEventListener("pointerleave", description.hoverEnd);
    badge.addEventListener("focus", description.focusStart);
    badge.addEventListener("blur", description.focusEnd);
    doc.addEventListener("pointermove", drag.move);
    doc.addEventListener("pointerup", drag.up);
    doc.addEventListener("pointercancel", drag.up);
    win.addEventListener("resize", onResize);
    element = badge;
    tip = description;
    toRest();
    whenBodyReady(doc, (body) => {
      if (element === badge) body.append(badge, description.element);
    });
  }

  function remove() {
    if (!element) return;
    doc.removeEventListener("pointermove", drag.move);
    doc.removeEventListener("pointerup", drag.up);
    doc.removeEventListener("pointercancel", drag.up);
    win.removeEventListener("resize", onResize);
    onResize.cancel();
    drag.stop();
    element.remove();
    tip?.destroy();
    element = null;
    tip = null;
  }

  return {
    get element() {
      return element;
    },
    get tip() {
      return tip;
    },
    show,
    remove,
  };
}
