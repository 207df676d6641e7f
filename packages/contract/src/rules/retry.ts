// Retrying, one rule for every side: which answers are worth another try, how long to wait (exponential back-off
// with equal jitter, never shorter than the server's Retry-After, never past the policy's ceiling), and how
// Retry-After is written (whole seconds, by the server) and read (delta-seconds or an HTTP-date, by the clients).

export interface BackoffPolicy {
  /** The first wait's ceiling; each further failure doubles it. */
  baseMs: number;
  /** No wait is longer, whatever the server asked for. */
  maxMs: number;
}

/**
 * Worth another try: no answer at all (status 0, a network failure), 408, 429 and every 5xx. Anything else will
 * get the same answer again.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The wait after the `failures`-th failure in a row: exponential (`baseMs` doubling up to `maxMs`) with equal
 * jitter — half the step fixed, half random — so clients coming back after an outage do not arrive together yet
 * none comes back sooner than half the step. Never shorter than the server's Retry-After, which is itself capped
 * at `maxMs` (a server asking for a day does not stall a page for a day).
 */
export function backoffDelay(
  failures: number,
  policy: BackoffPolicy,
  retryAfterMs = 0,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(jittered, Math.min(Math.max(0, retryAfterMs), policy.maxMs));
}

const DELTA_SECONDS = /^\d+$/;

/**
 * A Retry-After header's wait in ms: delta-seconds (`120`) or an HTTP-date (`Wed, 21 Oct 2015 07:28:00 GMT`, a
 * date in the past meaning 0). Undefined for anything else (`-1`, `1.5`, `0x10`, `soon`).
 */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (DELTA_SECONDS.test(text)) return Number(text) * 1000;
  // A date names its month and zone in letters; a bare number that is not delta-seconds is no date.
  if (!/[A-Za-z]/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/** The wait an answer asks for, in ms: its Retry-After header, else its envelope's `retryAfterSeconds`, else 0. */
export function retryAfterMs(
  headers: Readonly<Record<string, unknown>> | undefined,
  body: unknown,
  now = Date.now(),
): number {
  const header = parseRetryAfter(headers?.["retry-after"], now);
  if (header !== undefined) return header;
  const fromBody = (body as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof fromBody === "number" && Number.isFinite(fromBody) && fromBody >= 0 ? fromBody * 1000 : 0;
}

/** What a server writes for a wait of `ms`: whole seconds, rounded up (delta-seconds, which parseRetryAfter reads). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}
