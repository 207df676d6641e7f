import { ConfigKey } from "@sxz/contract";
import type { AxiosInstance } from "axios";
import type { CallingEnvironment } from "../../env";
import type { I18n } from "../../i18n";
import { whenBodyReady } from "../dom-ready";
import { throttle } from "../throttle";
import { ensureBadgeStyles } from "./badge-styles";
import { betaHeaderOn } from "./beta-hosts";
import { hostIsListed } from "./listed-hosts";
import { BADGE_SIZE, clampToViewport, topRight } from "./position";
import type { Point } from "./position";
import { createBadgeTip } from "./tooltip";
import type { BadgeTip } from "./tooltip";
import { watchAnswerHeaders } from "./watch-answers";

/** Throttles of the spec (CL-ST-12). */
export const DRAG_THROTTLE_MS = 50;
export const RESIZE_THROTTLE_MS = 80;
/** Arrow keys move the badge this far (with Shift, five times as far). */
const KEY_STEP = 10;

export interface BetaBadgeDependencies {
  /** The layer's axios instance: every response it sees decides whether the badge shows. */
  http: Pick<AxiosInstance, "interceptors">;
  /** Reads klt.beta.flag.school (the config reader's get). */
  config: { get(key: string): Promise<unknown> };
  environment: Pick<CallingEnvironment, "mobileWeb">;
  i18n: Pick<I18n, "t" | "tag">;
  document?: Document;
}

export interface BetaBadge {
  readonly visible: boolean;
  /** The badge element while it is shown. */
  readonly element: HTMLButtonElement | null;
  /** Its tooltip (role="tooltip", the badge's aria-describedby) while the badge is shown. */
  readonly tooltip: HTMLElement | null;
  /** Applies one response's headers (what the http interceptor calls). */
  observe(headers: unknown): Promise<void>;
  destroy(): void;
}

/**
 * The beta environment badge (CL-ST-11, CL-ST-12): shown while responses carry `beta_env: true` and the
 * klt.beta.flag.school list names this host, removed otherwise, never on mobile web. A 60 px button labelled
 * "Beta" in the page language that pointer drags and arrow keys move inside the viewport, and that returns to
 * the top right on resize; hover or focus shows its description as a tooltip, Escape dismisses it.
 */
export function createBetaBadge(deps: BetaBadgeDependencies): BetaBadge {
  const maybeDoc = deps.document ?? (globalThis.document as Document | undefined);
  // Without a DOM (server rendering) there is nothing to show.
  if (!maybeDoc) return { visible: false, element: null, tooltip: null, observe: async () => {}, destroy() {} };
  const doc: Document = maybeDoc;
  const win = doc.defaultView ?? window;
  let element: HTMLButtonElement | null = null;
  let tip: BadgeTip | null = null;
  let position: Point = { left: 0, top: 0 };
  let decision = 0;

  const viewport = () => ({ width: doc.documentElement.clientWidth || win.innerWidth, height: doc.documentElement.clientHeight || win.innerHeight });
  const place = (point: Point) => {
    position = clampToViewport(point, viewport());
    if (!element) return;
    element.style.left = `${position.left}px`;
    element.style.top = `${position.top}px`;
    tip?.follow(position);
  };

  const onResize = throttle(() => place(topRight(viewport())), RESIZE_THROTTLE_MS);

  let drag: { pointerId: number; dx: number; dy: number } | null = null;
  const moveTo = throttle((left: number, top: number) => place({ left, top }), DRAG_THROTTLE_MS);
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || !element) return;
    drag = { pointerId: event.pointerId, dx: event.clientX - position.left, dy: event.clientY - position.top };
    // The tooltip would trail the badge across the page; it comes back on the next hover or focus.
    tip?.dismiss();
    try {
      element.setPointerCapture?.(event.pointerId);
    } catch {
      // Synthetic pointers cannot be captured; the document listeners still follow them.
    }
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    moveTo(event.clientX - drag.dx, event.clientY - drag.dy);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    moveTo(event.clientX - drag.dx, event.clientY - drag.dy);
    moveTo.flush();
    drag = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) place({ left: position.left + move[0], top: position.top + move[1] });
    else if (event.key === "Home") place(topRight(viewport()));
    else return;
    event.preventDefault();
  };

  function show() {
    if (element) return;
    ensureBadgeStyles(doc);
    const badge = doc.createElement("button");
    badge.type = "button";
    badge.className = "sxz-beta-badge";
    badge.dataset.sxzBetaBadge = "";
    badge.lang = deps.i18n.tag;
    badge.style.width = badge.style.height = `${BADGE_SIZE}px`;
    badge.append(flaskIcon(doc));
    const label = doc.createElement("span");
    label.className = "sxz-beta-badge__label";
    label.textContent = deps.i18n.t("betaBadge");
    badge.append(label);
    const description = createBadgeTip(doc, deps.i18n.t("betaBadgeHint"), deps.i18n.tag, viewport);
    badge.setAttribute("aria-describedby", description.element.id);
    badge.addEventListener("pointerdown", onPointerDown);
    badge.addEventListener("keydown", onKeyDown);
    badge.addEventListener("pointerenter", description.hoverStart);
    badge.addEventListener("pointerleave", description.hoverEnd);
    badge.addEventListener("focus", description.focusStart);
    badge.addEventListener("blur", description.focusEnd);
    doc.addEventListener("pointermove", onPointerMove);
    doc.addEventListener("pointerup", onPointerUp);
    doc.addEventListener("pointercancel", onPointerUp);
    win.addEventListener("resize", onResize);
    element = badge;
    tip = description;
    place(topRight(viewport()));
    whenBodyReady(doc, (body) => {
      if (element === badge) body.append(badge, description.element);
    });
  }

  function remove() {
    if (!element) return;
    doc.removeEventListener("pointermove", onPointerMove);
    doc.removeEventListener("pointerup", onPointerUp);
    doc.removeEventListener("pointercancel", onPointerUp);
    win.removeEventListener("resize", onResize);
    onResize.cancel();
    moveTo.cancel();
    element.remove();
    tip?.destroy();
    element = null;
    tip = null;
    drag = null;
  }

  async function observe(headers: unknown) {
    const mine = ++decision;
    if (deps.environment.mobileWeb || !betaHeaderOn(headers)) {
      remove();
      return;
    }
    let listed = false;
    try {
      listed = hostIsListed(await deps.config.get(ConfigKey.BETA_HOSTS), win.location);
    } catch {
      listed = false;
    }
    // A later response decides instead of this one.
    if (mine !== decision) return;
    if (listed) show();
    else remove();
  }

  const stopWatching = watchAnswerHeaders(deps.http, observe);

  return {
    get visible() {
      return element !== null;
    },
    get element() {
      return element;
    },
    get tooltip() {
      return tip?.element ?? null;
    },
    observe,
    destroy() {
      stopWatching();
      decision += 1;
      remove();
    },
  };
}

/** A small flask, the usual sign of an experimental build; decorative (the label names the badge). */
function flaskIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", "sxz-beta-badge__icon");
  const path = doc.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", "M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9");
  svg.append(path);
  return svg;
}
