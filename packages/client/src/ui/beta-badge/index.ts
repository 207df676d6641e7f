export { createBetaBadge, DRAG_THROTTLE_MS, RESIZE_THROTTLE_MS } from "./badge";
export type { BetaBadge, BetaBadgeDependencies } from "./badge";
export { BADGE_SIZE, BADGE_INSET, clampToViewport, topRight } from "./position";
export { hostIsListed, betaHeaderOn } from "./beta-hosts";
