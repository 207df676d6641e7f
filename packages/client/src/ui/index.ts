export { createToast, ToastDuration } from "./toast";
export type { Toast, ToastDependencies, ToastHandle, ToastOptions, ToastType } from "./toast";
export { createBetaBadge, DRAG_THROTTLE_MS, RESIZE_THROTTLE_MS, BADGE_SIZE } from "./beta-badge";
export type { BetaBadge, BetaBadgeDependencies } from "./beta-badge";
