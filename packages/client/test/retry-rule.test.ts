import { BACKOFF_CASES, RETRY_AFTER_CASES, RETRY_NOW, RETRYABLE_STATUS_CASES } from "@sxz/contract/rule-cases";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRefreshBackoff, REFRESH_BACKOFF } from "../src/auth/refresh-backoff";
import { createKeyValueStore } from "../src/storage/web-storage";
import { RetryableFailure, classify } from "../src/upload/step";

const answer = (status: number, headers: Record<string, string> = {}) => ({
  response: { status, headers, data: null },
});
const live = new AbortController().signal;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

// The client layer's retries (uploads, tracking, the refresh back-off) follow the platform's one retry rule.
describe("the retry rule in the client layer", () => {
  it.each(RETRYABLE_STATUS_CASES)("[RW-ERR-1] an upload step answered %i is retried: %s", (status, expected) => {
    expect(classify(answer(status), live) instanceof RetryableFailure).toBe(expected);
  });

  it.each(RETRY_AFTER_CASES)(
    "[CL-ST-5] an upload step answered 503 with Retry-After %j waits %j ms",
    (header, expected) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(RETRY_NOW);
      const outcome = classify(answer(503, { "retry-after": header }), live);
      expect(outcome).toBeInstanceOf(RetryableFailure);
      expect((outcome as RetryableFailure).retryAfterMs).toBe(expected ?? 0);
    },
  );

  const refreshCases = BACKOFF_CASES.filter(
    ({ policy }) => policy.baseMs === REFRESH_BACKOFF.baseMs && policy.maxMs === REFRESH_BACKOFF.maxMs,
  );
  it.each(refreshCases)("[CL-ST-5] the refresh back-off: $name", ({ failures, retryAfterMs, random, expected }) => {
    const backoff = createRefreshBackoff(createKeyValueStore(localStorage), "retry-rule", () => random);
    // The failures before the last come one after another inside one outage; the last carries the Retry-After.
    let now = RETRY_NOW;
    for (let failure = 1; failure < failures; failure++) now = backoff.failed(0, now).notBefore;
    const record = backoff.failed(retryAfterMs, now);
    expect(record.failures).toBe(failures);
    expect(record.notBefore - now).toBe(expected);
  });
});
