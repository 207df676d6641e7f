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
});
