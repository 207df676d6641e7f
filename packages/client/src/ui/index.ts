// @sxz/client/ui: the toast and the beta badge.
export { createToast, ToastDuration } from "./toast";
export type { Toast, ToastDependencies, ToastHandle, ToastOptions, ToastType } from "./toast";
export { createBetaBadge, BADGE_SIZE } from "./beta-badge";
export type { BetaBadge, BetaBadgeDependencies } from "./beta-badge";
