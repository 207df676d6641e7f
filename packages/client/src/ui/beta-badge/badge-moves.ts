import { throttle } from "../throttle";
import type { Point } from "./position";

/** Throttle of a drag's moves (CL-ST-12). */
export const DRAG_THROTTLE_MS = 50;
/** Arrow keys move the badge this far (with Shift, five times as far). */
export const KEY_STEP = 10;

/** Where a key moves the badge from `position`: a point, "rest" (Home: the top right corner), or nowhere. */
export function keyMove(key: string, shiftKey: boolean, position: Point): Point | "rest" | undefined {
  const step = shiftKey ? KEY_STEP * 5 : KEY_STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (move) return { left: position.left + move[0], top: position.top + move[1] };
  return key === "Home" ? "rest" : undefined;
}

export interface DraggedBadge {
  readonly element: HTMLButtonElement | null;
  readonly position: Point;
  place(point: Point): void;
  /** A drag starts: the tooltip would trail the badge across the page; it comes back on the next hover or focus. */
  grabbed(): void;
}

/** A pointer drag of the badge: the main button grabs it, moves follow that pointer only, throttled. */
export function createBadgeDrag(badge: DraggedBadge) {
  let drag: { pointerId: number; dx: number; dy: number } | null = null;
  const moveTo = throttle((left: number, top: number) => badge.place({ left, top }), DRAG_THROTTLE_MS);
  const follows = (event: PointerEvent) => drag !== null && event.pointerId === drag.pointerId;
  return {
    down(event: PointerEvent) {
      const { element, position } = badge;
      if (event.button !== 0 || !element) return;
      drag = { pointerId: event.pointerId, dx: event.clientX - position.left, dy: event.clientY - position.top };
      badge.grabbed();
      try {
        element.setPointerCapture?.(event.pointerId);
      } catch {
        // Synthetic pointers cannot be captured; the document listeners still follow them.
      }
      event.preventDefault();
    },
    move(event: PointerEvent) {
      if (follows(event)) moveTo(event.clientX - drag!.dx, event.clientY - drag!.dy);
    },
    up(event: PointerEvent) {
      if (!follows(event)) return;
      moveTo(event.clientX - drag!.dx, event.clientY - drag!.dy);
      moveTo.flush();
      drag = null;
    },
    /** The badge is removed: a move still throttled is dropped. */
    stop() {
      moveTo.cancel();
      drag = null;
    },
  };
}
