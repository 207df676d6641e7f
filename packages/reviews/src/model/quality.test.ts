import { describe, expect, it } from "vitest";
import { PRAISE_BY_TIER, qualityTier } from "./quality";

describe("quality tiers and praise labels of the statistics", () => {
  it.each([
    [5, "good"],
    [3.5, "good"],
    // Shown as 3.5, so it reads as good like the figure beside it.
    [3.46, "good"],
    [3.44, "average"],
    [3, "average"],
    [2.5, "average"],
    [2.44, "poor"],
    [1, "poor"],
  ] as const)("an average of %s is %s", (average, tier) => {
    expect(qualityTier(average)).toBe(tier);
  });

  it("an unknown average or one of no reviews has no tier", () => {
    expect(qualityTier(null)).toBeNull();
    expect(qualityTier(0)).toBeNull();
  });

  it("[RW-K-1] each badge tier has its praise label, best first", () => {
    expect(PRAISE_BY_TIER).toEqual({ 100: "marvelous", 95: "excellent", 92: "great", 90: "worthLearning" });
  });
});
