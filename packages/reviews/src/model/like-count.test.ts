import { describe, expect, it } from "vitest";
import { formatLikeCount } from "./like-count";

describe("like count", () => {
  it("[RW-K-2] shows the raw number below 999", () => {
    expect(formatLikeCount(0)).toBe("0");
    expect(formatLikeCount(7)).toBe("7");
    expect(formatLikeCount(998)).toBe("998");
  });

  it("[RW-K-2] shows thousands with k from 999, truncated to one decimal", () => {
    expect(formatLikeCount(999)).toBe("1k");
    expect(formatLikeCount(1000)).toBe("1k");
    expect(formatLikeCount(1999)).toBe("1.9k");
    expect(formatLikeCount(12_345)).toBe("12.3k");
    expect(formatLikeCount(9_999_000)).toBe("9999k");
  });

  it("[RW-K-2] caps at 9999k+", () => {
    expect(formatLikeCount(9_999_100)).toBe("9999k+");
    expect(formatLikeCount(123_456_789)).toBe("9999k+");
  });

  it("never shows a negative or broken figure", () => {
    expect(formatLikeCount(-3)).toBe("0");
    expect(formatLikeCount(Number.NaN)).toBe("0");
  });
});
