/** Size of the badge (CL-ST-12) and its distance from the viewport edges at rest. */
export const BADGE_SIZE = 60;
export const BADGE_INSET = 16;

export interface Point {
  left: number;
  top: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Keeps the whole badge inside the viewport. */
export function clampToViewport(point: Point, viewport: Viewport, size = BADGE_SIZE): Point {
  const maxLeft = Math.max(0, viewport.width - size);
  const maxTop = Math.max(0, viewport.height - size);
  return {
    left: Math.round(Math.min(Math.max(0, point.left), maxLeft)),
    top: Math.round(Math.min(Math.max(0, point.top), maxTop)),
  };
}

/** The resting place: the top right corner. */
export function topRight(viewport: Viewport, size = BADGE_SIZE, inset = BADGE_INSET): Point {
  return clampToViewport({ left: viewport.width - size - inset, top: inset }, viewport, size);
}
