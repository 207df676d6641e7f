import { ENVELOPE_CASES } from "@sxz/contract/rule-cases";
import { describe, expect, it } from "vitest";
import { ApiFailure, unwrap } from "./api";

const successes = ENVELOPE_CASES.flatMap(([name, body, expected]) =>
  expected.ok ? [[name, body, expected.data] as const] : [],
);
const failures = ENVELOPE_CASES.flatMap(([name, body, expected]) =>
  expected.ok ? [] : [[name, body, { code: expected.code, message: expected.message }] as const],
);

// The demo's own pages unwrap every answer through `unwrap`: the shared envelope rule's table, run through it.
describe("the demo's api layer unwraps envelopes by the shared rule", () => {
  it.each(successes)("[RW-ENT-9] %s yields its data", (_name, body, data) => {
    expect(unwrap(body)).toEqual(data);
  });

  it.each(failures)("[RW-ENT-9] %s is an ApiFailure with its code and message", (_name, body, expected) => {
    let failure: unknown;
    try {
      unwrap(body);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });
});
