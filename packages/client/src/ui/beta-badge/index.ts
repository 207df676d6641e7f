export { createBetaBadge } from "./badge";
export type { BetaBadge, BetaBadgeDependencies } from "./badge";
export { BADGE_SIZE } from "./position";
