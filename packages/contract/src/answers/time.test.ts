import { describe, expect, it } from "vitest";
import { answerTime } from "./time";

// Every time an answer may carry, read to one moment: 2026-11-01 10:00:00 UTC (epoch 1793527200).
const AT = Date.UTC(2026, 10, 1, 10, 0, 0);

describe("answerTime: the one reading of an answer's times", () => {
  it.each([
    ["YYYY-MM-DD hh:mm:ss (UTC, as the platform writes display times)", "2026-11-01 10:00:00", AT],
    ["YYYY-MM-DD hh:mm", "2026-11-01 10:00", AT],
    ["ISO 8601 in UTC with milliseconds", "2026-11-01T10:00:00.000Z", AT],
    ["ISO 8601 with a lower-case z", "2026-11-01t10:00:00z", AT],
    ["ISO 8601 with +08:00", "2026-11-01T18:00:00+08:00", AT],
    ["ISO 8601 with +0800", "2026-11-01T18:00:00+0800", AT],
    ["ISO 8601 with +08", "2026-11-01T18:00:00+08", AT],
    ["ISO 8601 with -05:30", "2026-11-01T04:30:00-05:30", AT],
    ["ISO 8601 without zone (UTC)", "2026-11-01T10:00:00", AT],
    ["ISO 8601 with microseconds", "2026-11-01T10:00:00.000123Z", AT],
    ["a date alone", "2026-11-01", Date.UTC(2026, 10, 1)],
    ["epoch milliseconds", 1793527200000, 1793527200000],
    ["epoch milliseconds as digits", "1793527200000", 1793527200000],
    ["epoch seconds", 1793527200, 1793527200000],
    ["epoch seconds as digits", "1793527200", 1793527200000],
    ["epoch 0", 0, 0],
  ])("reads %s", (_name, value, expected) => {
    expect(answerTime(value)).toBe(expected);
  });

  it.each([
    ["words", "yesterday"],
    ["an empty text", ""],
    ["month 13", "2026-13-01 00:00:00"],
    ["31 February", "2026-02-31 10:00:00"],
    ["hour 24", "2026-11-21 24:00:00"],
    ["a slashed date", "2026/11/21 06:00"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a fraction in digits", "1793527200.5"],
    ["null", null],
    ["undefined", undefined],
  ])("finds no moment in %s (null: shown as written)", (_name, value) => {
    expect(answerTime(value as string | number | null | undefined)).toBeNull();
  });
});
