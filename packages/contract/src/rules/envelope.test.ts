import { describe, expect, it } from "vitest";
import { ANSWER_CASES, ENVELOPE_CASES, FAILURE_CODE_CASES } from "./cases";
import { classifyAnswer, failureCodeForStatus, isBusyStatus, readEnvelope } from "./envelope";

describe("the envelope", () => {
  it.each(ENVELOPE_CASES)("[RW-ENT-9] unwrapping %s", (_name, body, expected) => {
    expect(readEnvelope(body)).toEqual(expected);
  });

  it.each(ANSWER_CASES)("[RW-ERR-1] [CL-ERR-4] %s: HTTP %i with %j is %s", (_name, status, body, expected) => {
    expect(classifyAnswer(status, body)).toBe(expected);
  });

  it("[RW-ERR-1] busy is HTTP 429, 0 or 5xx, nothing else", () => {
    const busy = Array.from({ length: 700 }, (_, status) => status).filter(isBusyStatus);
    expect(busy).toEqual([0, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)]);
  });

  it.each(FAILURE_CODE_CASES)(
    "a server answering HTTP %i writes body code %i, which classifies as the status does",
    (status, code) => {
      expect(failureCodeForStatus(status)).toBe(code);
      expect(classifyAnswer(status, { code, data: null, message: "" })).toBe(classifyAnswer(status, null));
    },
  );
});
