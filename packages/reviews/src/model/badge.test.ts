import { describe, expect, it } from "vitest";
import { badgeThreshold, badgeTier, showsRecommendedValue, summarise, truncatedPercent } from "./badge";

const dist = (one: number, two: number, three: number, four: number, five: number) => [
  { score: 5, count: five },
  { score: 4, count: four },
  { score: 3, count: three },
  { score: 2, count: two },
  { score: 1, count: one },
];
const external = { internal: false, prod: true };

describe("badge maths", () => {
  it("[RW-K-1] shares are (5★+4★)/total, 3★/total and (1★+2★)/total", () => {
    const figures = summarise(dist(1, 1, 2, 3, 3));
    expect(figures.total).toBe(10);
    expect(figures.perStar).toEqual([1, 1, 2, 3, 3]);
    expect(figures.positivePercent).toBe(60);
    expect(figures.neutralPercent).toBe(20);
    expect(figures.negativePercent).toBe(20);
  });

  it("[RW-K-1] percentages are truncated, not rounded, to one decimal", () => {
    expect(truncatedPercent(2, 3)).toBe(66.6);
    expect(truncatedPercent(1, 3)).toBe(33.3);
    expect(truncatedPercent(999, 1000)).toBe(99.9);
    expect(truncatedPercent(29, 100)).toBe(29);
    expect(summarise(dist(0, 0, 1, 1, 1)).positivePercent).toBe(66.6);
  });

  it("[RW-K-1] with no reviews the positive share is 100%", () => {
    const figures = summarise([], 0);
    expect(figures.total).toBe(0);
    expect(figures.positivePercent).toBe(100);
  });

  it("[RW-K-1] the badge needs 15 reviews, 5 on the internal non-prod variant", () => {
    expect(badgeThreshold({ internal: false, prod: true })).toBe(15);
    expect(badgeThreshold({ internal: false, prod: false })).toBe(15);
    expect(badgeThreshold({ internal: true, prod: true })).toBe(15);
    expect(badgeThreshold({ internal: true, prod: false })).toBe(5);
    expect(badgeTier(summarise(dist(0, 0, 0, 0, 14)), external)).toBeNull();
    expect(badgeTier(summarise(dist(0, 0, 0, 0, 15)), external)).toBe(100);
    expect(badgeTier(summarise(dist(0, 0, 0, 0, 5)), { internal: true, prod: false })).toBe(100);
    expect(badgeTier(summarise(dist(0, 0, 0, 0, 4)), { internal: true, prod: false })).toBeNull();
  });

  it("[RW-K-1] tiers are 100% (top), ≥ 95%, ≥ 92%, ≥ 90%, and none below", () => {
    expect(badgeTier(summarise(dist(0, 0, 0, 50, 50)), external)).toBe(100);
    expect(badgeTier(summarise(dist(0, 0, 5, 0, 95)), external)).toBe(95);
    expect(badgeTier(summarise(dist(0, 0, 6, 0, 94)), external)).toBe(92);
    expect(badgeTier(summarise(dist(0, 0, 8, 0, 92)), external)).toBe(92);
    expect(badgeTier(summarise(dist(0, 0, 10, 0, 90)), external)).toBe(90);
    expect(badgeTier(summarise(dist(0, 0, 11, 0, 89)), external)).toBeNull();
    // 99.9% shown, but not every review positive: ≥ 95, not the top tier.
    expect(badgeTier(summarise(dist(1, 0, 0, 0, 999)), external)).toBe(95);
  });

  it("[RW-SUM-3] the tier follows the exact share, not its truncated display", () => {
    // 19/20 = exactly 95%.
    expect(badgeTier(summarise(dist(1, 0, 0, 0, 19)), external)).toBe(95);
    // 37/40 = 92.5% → 92 tier; 36/40 = 90% → 90 tier.
    expect(badgeTier(summarise(dist(3, 0, 0, 0, 37)), external)).toBe(92);
    expect(badgeTier(summarise(dist(4, 0, 0, 0, 36)), external)).toBe(90);
  });

  it("[RW-VAL-11] the recommended value shows only above 15 reviewers, on every variant", () => {
    expect(showsRecommendedValue(15)).toBe(false);
    expect(showsRecommendedValue(16)).toBe(true);
    expect(showsRecommendedValue(200)).toBe(true);
    // The internal non-prod badge threshold (5) is the badge's own: the recommended value still needs 16.
    expect(showsRecommendedValue(5)).toBe(false);
    expect(showsRecommendedValue(null)).toBe(false);
  });
});

describe("figures a backend left out", () => {
  it("no rows and no total: every figure unknown, no badge", () => {
    const figures = summarise([], null);
    expect(figures).toEqual({
      total: null,
      perStar: null,
      positivePercent: null,
      neutralPercent: null,
      negativePercent: null,
    });
    expect(badgeTier(figures, external)).toBeNull();
  });

  it("no rows but a total: the count is known, the shares are not (unless the total is 0)", () => {
    expect(summarise([], 20)).toMatchObject({ total: 20, perStar: null, positivePercent: null });
    expect(summarise([], 0)).toMatchObject({ total: 0, perStar: [0, 0, 0, 0, 0], positivePercent: 100 });
  });

  it("rows left out, or without a count, are 0 when the known rows make up the total", () => {
    expect(
      summarise(
        [
          { score: 5, count: 12 },
          { score: 4, count: 4 },
          { score: 2, count: null },
        ],
        16,
      ),
    ).toMatchObject({
      total: 16,
      perStar: [0, 0, 0, 4, 12],
      positivePercent: 100,
    });
    expect(badgeTier(summarise([{ score: 5, count: 16 }], 16), external)).toBe(100);
  });

  it("rows left out without a total to settle them: the shares are unknown", () => {
    expect(
      summarise(
        [
          { score: 5, count: 12 },
          { score: 4, count: 4 },
        ],
        null,
      ),
    ).toMatchObject({ total: null, positivePercent: null });
    expect(
      summarise(
        [
          { score: 5, count: 12 },
          { score: 4, count: null },
          { score: 3, count: 0 },
          { score: 2, count: 0 },
          { score: 1, count: 0 },
        ],
        20,
      ),
    ).toMatchObject({
      total: 20,
      perStar: null,
      positivePercent: null,
    });
  });

  it("five known rows are the figures, as before", () => {
    expect(summarise(dist(1, 1, 2, 3, 3), null)).toMatchObject({ total: 10, positivePercent: 60 });
  });
});
