// The retry rule's table of cases. The client layer (tracking, uploads, the refresh back-off) and the server (which
// writes Retry-After) run it through their own entry points.

/** [Retry-After header, the wait it asks for in ms or undefined when it is no Retry-After], read at RETRY_NOW. */
export const RETRY_NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
export const RETRY_AFTER_CASES: readonly (readonly [string, number | undefined])[] = [
  ["0", 0],
  ["5", 5_000],
  ["120", 120_000],
  [" 7 ", 7_000],
  ["Wed, 01 Jan 2025 12:00:30 GMT", 30_000],
  ["Wednesday, 01-Jan-25 12:01:00 GMT", 60_000],
  ["Wed Jan  1 12:00:10 2025", 10_000],
  ["Tue, 31 Dec 2024 12:00:00 GMT", 0],
  ["-1", undefined],
  ["1.5", undefined],
  ["0x10", undefined],
  ["1e3", undefined],
  ["soon", undefined],
  ["", undefined],
];

/** [status, worth another try] (RW-ERR-1: busy is 429, 0 or 5xx; 408 is a timeout). */
export const RETRYABLE_STATUS_CASES: readonly (readonly [number, boolean])[] = [
  [0, true],
  [408, true],
  [429, true],
  [500, true],
  [502, true],
  [503, true],
  [504, true],
  [200, false],
  [400, false],
  [401, false],
  [403, false],
  [404, false],
  [409, false],
  [413, false],
];

export interface BackoffCase {
  name: string;
  failures: number;
  policy: { baseMs: number; maxMs: number };
  retryAfterMs: number;
  random: number;
  expected: number;
}

/** Equal jitter: half the step fixed, half random; Retry-After raises the wait up to the ceiling, never past it. */
export const BACKOFF_CASES: readonly BackoffCase[] = [
  {
    name: "first failure, lowest draw: half the base",
    failures: 1,
    policy: { baseMs: 1000, maxMs: 30_000 },
    retryAfterMs: 0,
    random: 0,
    expected: 500,
  },
  {
    name: "first failure, highest draw: the base",
    failures: 1,
    policy: { baseMs: 1000, maxMs: 30_000 },
    retryAfterMs: 0,
    random: 1,
    expected: 1000,
  },
  {
    name: "third failure doubles twice",
    failures: 3,
    policy: { baseMs: 1000, maxMs: 30_000 },
    retryAfterMs: 0,
    random: 0.5,
    expected: 3000,
  },
  {
    name: "the ceiling holds",
    failures: 20,
    policy: { baseMs: 1000, maxMs: 30_000 },
    retryAfterMs: 0,
    random: 1,
    expected: 30_000,
  },
  {
    name: "Retry-After longer than the jittered wait wins",
    failures: 1,
    policy: { baseMs: 1000, maxMs: 30_000 },
    retryAfterMs: 5000,
    random: 0,
    expected: 5000,
  },
  {
    name: "Retry-After past the ceiling is capped",
    failures: 1,
    policy: { baseMs: 1000, maxMs: 30_000 },
    retryAfterMs: 86_400_000,
    random: 0,
    expected: 30_000,
  },
  {
    name: "a short Retry-After does not shorten the wait",
    failures: 4,
    policy: { baseMs: 2000, maxMs: 300_000 },
    retryAfterMs: 1000,
    random: 0,
    expected: 8000,
  },
];
