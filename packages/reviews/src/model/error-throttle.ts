import { TOAST } from "./limits";
import type { DraftStorage } from "./draft";

/** Where the time of the last error toast is kept, shared by every widget on the page (RW-ERR-6). */
export const TOAST_TIME_KEY = "score-toastTime";

/**
 * Error toasts show at most once per 3 s (RW-ERR-6). Returns true and records `now` when this one may show.
 * A stored time in the future (clock change) does not block for longer than the window.
 */
export function takeErrorToastSlot(storage: DraftStorage, now: number): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(TOAST_TIME_KEY));
  } catch {
    // Unreadable storage: behave as if no toast was shown yet.
  }
  if (Number.isFinite(last) && last > 0 && now - last < TOAST.errorThrottleMs && now >= last) return false;
  try {
    storage.setItem(TOAST_TIME_KEY, String(now));
  } catch {
    // Without storage the throttle cannot persist; the toast still shows.
  }
  return true;
}
