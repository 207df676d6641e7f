/** One row of the rating distribution; its count may be unknown (a backend left it out). */
export interface StarCount {
  score: number;
  count: number | null;
}

export type BadgeTier = 100 | 95 | 92 | 90;

type PerStar<T> = [T, T, T, T, T];

/** The summary's figures; null means unknown — shown as such, never as 0 or 100%. */
export interface SummaryFigures {
  total: number | null;
  /** Count per star, index 0 = 1 star … index 4 = 5 stars; null when any of them is unknown. */
  perStar: PerStar<number> | null;
  /** Shares as percentages truncated (never rounded) to one decimal (RW-K-1). */
  positivePercent: number | null;
  neutralPercent: number | null;
  negativePercent: number | null;
}

/**
 * A share as a percentage truncated to one decimal: 2 of 3 → 66.6, not 66.7. Integer arithmetic keeps
 * 0.29 × 100 style float errors out of the result. With nothing to divide by the share is 100 (RW-K-1).
 */
export function truncatedPercent(part: number, total: number): number {
  if (total <= 0) return 100;
  return Math.floor((part * 1000) / total) / 10;
}

/**
 * The per-star counts the rows establish, or null. Known counts are added up per star. A star whose row is
 * absent or has no count is 0 when the known counts already make up the answer's total; otherwise unknown.
 */
function countsPerStar(rows: readonly StarCount[], total: number | null): PerStar<number> | null {
  const counts: (number | null)[] = [null, null, null, null, null];
  for (const { score, count } of rows)
    if (count !== null && score >= 1 && score <= 5) counts[score - 1] = (counts[score - 1] ?? 0) + count;
  if (counts.includes(null) && counts.reduce<number>((sum, n) => sum + (n ?? 0), 0) !== total) return null;
  return counts.map((n) => n ?? 0) as PerStar<number>;
}

/**
 * The summary figures of a distribution (RW-K-1, RW-SUM-1): `rows` as answered, `total` the answer's total
 * (null when unknown). Five known rows are the figures (their sum the total, as before); rows a backend left
 * out are 0 when the total says so; otherwise the shares are unknown, and the total is what the answer gave.
 */
export function summarise(rows: readonly StarCount[], total: number | null = null): SummaryFigures {
  const perStar = countsPerStar(rows, total);
  if (!perStar) return { total, perStar: null, positivePercent: null, neutralPercent: null, negativePercent: null };
  const sum = perStar.reduce((all, n) => all + n, 0);
  const [one, two, three, four, five] = perStar;
  if (sum === 0) return { total: 0, perStar, positivePercent: 100, neutralPercent: 0, negativePercent: 0 };
  return {
    total: sum,
    perStar,
    positivePercent: truncatedPercent(four + five, sum),
    neutralPercent: truncatedPercent(three, sum),
    negativePercent: truncatedPercent(one + two, sum),
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
 * The recommendation badge tier, or null when none shows (RW-K-1, RW-SUM-3): figures unknown, too few reviews,
 * or a positive share below 90%. 100 only when every review is positive.
 */
export function badgeTier(figures: SummaryFigures, context: BadgeContext): BadgeTier | null {
  if (figures.perStar === null || figures.total === null || figures.total < badgeThreshold(context)) return null;
  const positive = figures.perStar[3] + figures.perStar[4];
  if (positive === figures.total) return 100;
  // Compare exact counts (positive / total ≥ tier / 100) so float error cannot promote a share.
  for (const tier of [95, 92, 90] as const) {
    if (positive * 100 >= tier * figures.total) return tier;
  }
  return null;
}

/** Reviewers the recommended value needs more than (RW-VAL-11: "only above 15 reviewers"). */
export const RECOMMENDED_VALUE_ABOVE = 15;

/**
 * Whether the recommended value may be shown (RW-VAL-11): only above 15 reviewers — 16 or more, on every
 * variant. The badge keeps its own threshold (RW-K-1: at least 15, at least 5 on internal non-prod); the two
 * rules say different things and each is followed as written. Unknown reviewers: not shown.
 */
export function showsRecommendedValue(reviewers: number | null): boolean {
  return reviewers !== null && reviewers > RECOMMENDED_VALUE_ABOVE;
}
