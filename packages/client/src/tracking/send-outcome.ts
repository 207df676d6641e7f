import { isRetryableStatus } from "../retry/backoff";
import type { Audience, StoredEvent } from "./event-store";

/** What one send's answer means for its events. */
export type Outcome = "sent" | "drop" | "retry" | "unauthorized";

/** Authenticated sends refused this often go to the open endpoint instead (the user logged out meanwhile). */
export const MAX_UNAUTHORIZED = 3;

export function classify(status: number): Outcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 401) return "unauthorized";
  if (isRetryableStatus(status)) return "retry";
  // 400, 403, 413…: this event will never be accepted; keeping it would block the queue forever.
  return "drop";
}

/** Whether an answer settles its events for good (sent, or never to be accepted). */
export function leavesQueue(outcome: Outcome): boolean {
  return outcome === "sent" || outcome === "drop";
}

/** Not under way in a page-exit send of this or another page. */
export function isReady(stored: StoredEvent, now: number): boolean {
  return !stored.inFlightUntil || stored.inFlightUntil <= now;
}

/** The event after a failed send: one attempt more, and the open endpoint once the user's token keeps being refused. */
export function afterFailedSend(stored: StoredEvent, outcome: Outcome): StoredEvent {
  const attempts = stored.attempts + 1;
  const audience: Audience = outcome === "unauthorized" && attempts >= MAX_UNAUTHORIZED ? "open" : stored.audience;
  return { ...stored, attempts, audience, inFlightUntil: undefined };
}
