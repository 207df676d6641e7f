export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** Tracking's sends: 2 s doubling to 5 minutes. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2000, maxMs: 5 * 60 * 1000 };

/**
 * Exponential back-off with jitter over the upper half of each step (so many clients coming back after an outage
 * do not arrive in step, yet none comes back sooner than half the step), never shorter than what the server asked
 * for (Retry-After), never longer than the policy's ceiling.
 */
export function backoffDelay(failures: number, policy: BackoffPolicy = DEFAULT_BACKOFF, retryAfterMs = 0, random = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(jittered, Math.min(retryAfterMs, policy.maxMs));
}

/** Retry-After in ms from the header (seconds or an HTTP date) or the body's retryAfterSeconds. */
export function retryAfterMs(headers: Record<string, unknown> | undefined, body: unknown, now = Date.now()): number {
  const header = headers?.["retry-after"];
  if (typeof header === "string" && header.trim() !== "") {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const fromBody = (body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof fromBody === "number" && Number.isFinite(fromBody) ? Math.max(0, fromBody * 1000) : 0;
}
