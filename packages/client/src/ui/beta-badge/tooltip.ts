import { BADGE_SIZE } from "./position";
import type { Point, Viewport } from "./position";

/** Distance between the badge and its tooltip, and the tooltip's least distance from the window edges. */
const GAP = 8;
/** Time the pointer has to travel from the badge onto the tooltip before it closes (WCAG 1.4.13 hoverable). */
export const TIP_HIDE_DELAY_MS = 200;

export interface BadgeTip {
  readonly element: HTMLElement;
  readonly shown: boolean;
  /** Follows the badge to its new place. */
  follow(badge: Point): void;
  /** Hover or focus on the badge shows it; leaving both hides it. */
  hoverStart(): void;
  hoverEnd(): void;
  focusStart(): void;
  focusEnd(): void;
  /** Escape or a drag: hidden until the next hover or focus. */
  dismiss(): void;
  destroy(): void;
}

/**
 * Where the tooltip goes: right-aligned with the badge below it, above it when there is no room below, and never
 * closer than GAP to the window's edges.
 */
export function tipPlace(badge: Point, tip: Viewport, view: Viewport): Point {
  const left = Math.min(
    Math.max(GAP, badge.left + BADGE_SIZE - tip.width),
    Math.max(GAP, view.width - tip.width - GAP),
  );
  const below = badge.top + BADGE_SIZE + GAP;
  const top = below + tip.height <= view.height - GAP ? below : Math.max(GAP, badge.top - tip.height - GAP);
  return { left: Math.round(left), top: Math.round(top) };
}

/**
 * The badge's visible description: a role="tooltip" element the badge names with aria-describedby, shown while
 * the badge is hovered or focused and while the pointer is on the tooltip itself; Escape dismisses it without
 * moving focus (WCAG 1.4.13: dismissible, hoverable, persistent).
 */
export function createBadgeTip(doc: Document, text: string, lang: string, viewport: () => Viewport): BadgeTip {
  const win = doc.defaultView ?? window;
  const tip = createTipElement(doc, text, lang);

  let anchor: Point = { left: 0, top: 0 };
  let hovered = false;
  let focused = false;
  let hideTimer: number | undefined;

  const place = () => {
    if (tip.hidden) return;
    const { left, top } = tipPlace(anchor, tip.getBoundingClientRect(), viewport());
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || tip.hidden) return;
    event.preventDefault();
    dismiss();
  };
  const show = () => {
    win.clearTimeout(hideTimer);
    if (!tip.hidden) return;
    tip.hidden = false;
    place();
    doc.addEventListener("keydown", onKey);
  };
  const hide = () => {
    win.clearTimeout(hideTimer);
    if (tip.hidden) return;
    tip.hidden = true;
    doc.removeEventListener("keydown", onKey);
  };
  const settle = () => {
    win.clearTimeout(hideTimer);
    if (focused) return;
    if (!hovered) hideTimer = win.setTimeout(hide, TIP_HIDE_DELAY_MS);
  };
  function dismiss() {
    hovered = false;
    hide();
  }

  tip.addEventListener("pointerenter", () => {
    hovered = true;
    win.clearTimeout(hideTimer);
  });
  tip.addEventListener("pointerleave", () => {
    hovered = false;
    settle();
  });

  return {
    element: tip,
    get shown() {
      return !tip.hidden;
    },
    follow(badge) {
      anchor = badge;
      place();
    },
    hoverStart() {
      hovered = true;
      show();
    },
    hoverEnd() {
      hovered = false;
      settle();
    },
    focusStart() {
      focused = true;
      show();
    },
    focusEnd() {
      focused = false;
      settle();
    },
    dismiss,
    destroy() {
      hide();
      tip.remove();
    },
  };
}

/** The hidden role="tooltip" element, with an id of its own for the badge's aria-describedby. */
function createTipElement(doc: Document, text: string, lang: string): HTMLDivElement {
  const tip = doc.createElement("div");
  tip.id = `sxz-beta-badge-hint-${Math.random().toString(36).slice(2, 8)}`;
  tip.className = "sxz-beta-tip";
  tip.setAttribute("role", "tooltip");
  tip.lang = lang;
  tip.textContent = text;
  tip.hidden = true;
  return tip;
}
