/** One row of the rating distribution. */
export interface StarCount {
  score: number;
  count: number;
}

export type BadgeTier = 100 | 95 | 92 | 90;

export interface SummaryFigures {
  total: number;
  /** Count per star, index 0 = 1 star … index 4 = 5 stars. */
  perStar: [number, number, number, number, number];
  /** Shares as percentages truncated (never rounded) to one decimal (RW-K-1). */
  positivePercent: number;
  neutralPercent: number;
  negativePercent: number;
}

/**
 * A share as a percentage truncated to one decimal: 2 of 3 → 66.6, not 66.7. Integer arithmetic keeps
 * 0.29 × 100 style float errors out of the result. With nothing to divide by the share is 100 (RW-K-1).
 */
export function truncatedPercent(part: number, total: number): number {
  if (total <= 0) return 100;
  return Math.floor((part * 1000) / total) / 10;
}

/** The summary figures of a distribution (RW-K-1, RW-SUM-1). Unknown scores are ignored. */
export function summarise(distribution: readonly StarCount[]): SummaryFigures {
  const count = (score: number) =>
    distribution.reduce((sum, row) => (row.score === score && row.count > 0 ? sum + row.count : sum), 0);
  const perStar: SummaryFigures["perStar"] = [count(1), count(2), count(3), count(4), count(5)];
  const total = perStar.reduce((sum, n) => sum + n, 0);
  const [one, two, three, four, five] = perStar;
  if (total === 0) return { total, perStar, positivePercent: 100, neutralPercent: 0, negativePercent: 0 };
  return {
    total,
    perStar,
    positivePercent: truncatedPercent(four + five, total),
    neutralPercent: truncatedPercent(three, total),
    negativePercent: truncatedPercent(one + two, total),
  };
}

export interface BadgeContext {
  internal: boolean;
  prod: boolean;
}

/** Reviews needed before the badge shows: 15, or 5 on the internal variant outside production (RW-K-1). */
export function badgeThreshold({ internal, prod }: BadgeContext): number {
  return internal && !prod ? 5 : 15;
}

/**
 * The recommendation badge tier, or null when none shows (RW-K-1, RW-SUM-3): too few reviews, or a positive
 * share below 90%. 100 only when every review is positive.
 */
export function badgeTier(figures: SummaryFigures, context: BadgeContext): BadgeTier | null {
  if (figures.total < badgeThreshold(context)) return null;
  const positive = figures.perStar[3] + figures.perStar[4];
  if (positive === figures.total) return 100;
  // Compare exact counts (positive / total ≥ tier / 100) so float error cannot promote a share.
  for (const tier of [95, 92, 90] as const) {
    if (positive * 100 >= tier * figures.total) return tier;
  }
  return null;
}

/**
 * Whether the recommended value may be shown (RW-VAL-11). The spec says "above 15 reviewers" and points at
 * the badge rule, which says "at least 15": both are read as the badge threshold.
 */
export function showsRecommendedValue(reviewers: number, context: BadgeContext): boolean {
  return reviewers >= badgeThreshold(context);
}
