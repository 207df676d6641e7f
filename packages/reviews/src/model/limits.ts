import { REVIEW_LIMITS } from "@sxz/contract";

/** Constants of the rating half of the widget (RW-K-3, RW-K-4, RW-K-5). */
export const RATING_LIMITS = {
  maxScore: 5,
  /** Review text, in characters (code points), as the server enforces it. */
  reviewTextMax: REVIEW_LIMITS.contentMax,
  progressMin: REVIEW_LIMITS.progressMin,
  /** Below this width of the widget itself the mobile layout is used. */
  mobileBreakpointPx: 480,
  dialogWidthPx: 520,
  mobileDialogMaxPx: 480,
  groupDialogMaxPx: 400,
  /** Most preset tags offered on the internal variant. */
  internalTagsMax: 6,
} as const;

/** Toast durations and widths (RW-K-4). */
export const TOAST = {
  desktopMs: 2000,
  mobileMs: 3000,
  sensitiveMs: 5000,
  /** Error toasts at most once per this window (RW-ERR-6). */
  errorThrottleMs: 3000,
  textMaxPx: 520,
  feedbackTextMaxPx: 700,
  mobileTextMaxPx: 265,
  alertFadeMs: 300,
  sparkleMs: 1500,
} as const;
