import { describe, expect, it } from "vitest";
import { BACKOFF_CASES, RETRY_AFTER_CASES, RETRY_NOW, RETRYABLE_STATUS_CASES } from "./cases";
import { backoffDelay, isRetryableStatus, parseRetryAfter, retryAfterMs, retryAfterSeconds } from "./retry";

describe("retrying", () => {
  it.each(RETRY_AFTER_CASES)("[CL-ST-5] Retry-After %j asks for %j ms", (header, expected) => {
    expect(parseRetryAfter(header, RETRY_NOW)).toBe(expected);
    expect(retryAfterMs({ "retry-after": header }, undefined, RETRY_NOW)).toBe(expected ?? 0);
  });

  it.each(RETRYABLE_STATUS_CASES)("[RW-ERR-1] status %i is worth another try: %s", (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });

  it.each(BACKOFF_CASES)("[CL-ST-5] $name", ({ failures, policy, retryAfterMs: asked, random, expected }) => {
    expect(backoffDelay(failures, policy, asked, () => random)).toBe(expected);
  });

  it("[CL-ST-5] the envelope's retryAfterSeconds stands in for a missing or unreadable header", () => {
    expect(retryAfterMs({}, { retryAfterSeconds: 3 }, RETRY_NOW)).toBe(3000);
    expect(retryAfterMs({ "retry-after": "soon" }, { retryAfterSeconds: 3 }, RETRY_NOW)).toBe(3000);
    expect(retryAfterMs({ "retry-after": "4" }, { retryAfterSeconds: 3 }, RETRY_NOW)).toBe(4000);
    expect(retryAfterMs(undefined, { retryAfterSeconds: -3 }, RETRY_NOW)).toBe(0);
  });

  it("[CL-ST-5] what a server writes is what a client reads, never shorter than the wait", () => {
    for (const ms of [0, 1, 999, 1000, 1001, 59_500]) {
      const written = String(retryAfterSeconds(ms));
      expect(parseRetryAfter(written)).toBeGreaterThanOrEqual(ms);
      expect(parseRetryAfter(written)! - ms).toBeLessThan(1000);
    }
  });
});
