import { describe, expect, it } from "vitest";
import { formatLikeCount } from "./like-count";

describe("like count", () => {
  it("[RW-K-2] shows the raw number below 999", () => {
    expect(formatLikeCount(0, "en_US")).toBe("0");
    expect(formatLikeCount(7, "en_US")).toBe("7");
    expect(formatLikeCount(998, "en_US")).toBe("998");
  });

  it("[RW-K-2] shows thousands with k from 999, truncated to one decimal", () => {
    expect(formatLikeCount(999, "en_US")).toBe("1k");
    expect(formatLikeCount(1000, "en_US")).toBe("1k");
    expect(formatLikeCount(1999, "en_US")).toBe("1.9k");
    expect(formatLikeCount(12_345, "en_US")).toBe("12.3k");
    expect(formatLikeCount(9_999_000, "en_US")).toBe("9999k");
  });

  it("[RW-K-2] caps at 9999k+", () => {
    expect(formatLikeCount(9_999_100, "en_US")).toBe("9999k+");
    expect(formatLikeCount(123_456_789, "en_US")).toBe("9999k+");
  });

  it("[RW-K-2] [RW-3] keeps the truncation, k and cap in the UI language's digits and decimal sign", () => {
    expect(formatLikeCount(998, "ar_SA")).toBe("٩٩٨");
    expect(formatLikeCount(12_345, "ar_SA")).toBe("١٢٫٣k");
    expect(formatLikeCount(123_456_789, "ar_SA")).toBe("٩٩٩٩k+");
    expect(formatLikeCount(1999, "de_DE")).toBe("1,9k");
    expect(formatLikeCount(9_999_000, "fr_FR")).toBe("9999k");
  });

  it("never shows a negative or broken figure", () => {
    expect(formatLikeCount(-3, "en_US")).toBe("0");
    expect(formatLikeCount(Number.NaN, "en_US")).toBe("0");
  });
});
