// Back-off and Retry-After are the platform's one retry rule (`@sxz/contract`); tracking's pace is set here.
import type { BackoffPolicy } from "@sxz/contract";

export { backoffDelay, isRetryableStatus, retryAfterMs } from "@sxz/contract";
export type { BackoffPolicy } from "@sxz/contract";

/** Tracking's sends: 2 s doubling to 5 minutes. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2000, maxMs: 5 * 60 * 1000 };
