import { describe, expect, it } from "vitest";
import { formatReviewDate } from "./relative-time";

const now = Date.UTC(2026, 5, 15, 12, 0, 0);

describe("review date", () => {
  it("is relative and localised within a month", () => {
    expect(formatReviewDate(now - 3 * 24 * 3600_000, "en_US", now)).toBe("3 days ago");
    expect(formatReviewDate(now - 2 * 3600_000, "de_DE", now)).toBe("vor 2 Stunden");
    expect(formatReviewDate(now - 5_000, "en_US", now)).toBe("now");
  });

  it("is a localised date beyond a month", () => {
    expect(formatReviewDate("2025-01-02T00:00:00Z", "en_US", now)).toBe("Jan 2, 2025");
  });

  it("falls back to a date when Intl.RelativeTimeFormat is missing", () => {
    const original = Intl.RelativeTimeFormat;
    try {
      (Intl as { RelativeTimeFormat?: unknown }).RelativeTimeFormat = undefined;
      expect(formatReviewDate(now - 3 * 24 * 3600_000, "en_US", now)).toBe("Jun 12, 2026");
    } finally {
      (Intl as { RelativeTimeFormat?: unknown }).RelativeTimeFormat = original;
    }
  });

  it.each([
    ["YYYY-MM-DD hh:mm:ss", "2026-06-12 12:00:00"],
    ["ISO 8601 in UTC", "2026-06-12T12:00:00.000Z"],
    ["ISO 8601 with an offset", "2026-06-12T20:00:00+08:00"],
    ["ISO 8601 without zone", "2026-06-12T12:00:00"],
    ["epoch milliseconds", now - 3 * 24 * 3600_000],
    ["epoch milliseconds as digits", String(now - 3 * 24 * 3600_000)],
    ["epoch seconds", (now - 3 * 24 * 3600_000) / 1000],
    ["epoch seconds as digits", String((now - 3 * 24 * 3600_000) / 1000)],
  ])("shows a time written as %s through the one formatter", (_name, value) => {
    expect(formatReviewDate(value, "en_US", now)).toBe("3 days ago");
  });

  it("shows older times of every form as the same localised date", () => {
    for (const value of [
      "2025-01-02 00:00:00",
      "2025-01-02T08:00:00+08:00",
      Date.UTC(2025, 0, 2) / 1000,
      String(Date.UTC(2025, 0, 2)),
    ]) {
      expect(formatReviewDate(value, "en_US", now)).toBe("Jan 2, 2025");
    }
  });

  it.each([
    ["words", "last Tuesday"],
    ["month 13", "2026-13-01 00:00:00"],
    ["a slashed date", "2026/06/12"],
    ["an empty text", ""],
  ])("shows a time it cannot read (%s) as the text given, never Invalid Date, NaN or 1970", (_name, value) => {
    const shown = formatReviewDate(value, "en_US", now);
    expect(shown).toBe(value);
    expect(shown).not.toMatch(/Invalid|NaN|1970/);
  });
});
