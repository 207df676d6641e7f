import type { BadgeTier } from "./badge";

/**
 * The spec's statistics name quality tiers by score (good, average, poor) and praise labels (marvelous,
 * excellent, great, worth learning) without saying where they show. The summary shows both: the quality tier
 * as the word for the average score, the praise label on the recommendation badge.
 */
export type QualityTier = "good" | "average" | "poor";
export type PraiseLabel = "marvelous" | "excellent" | "great" | "worthLearning";

/**
 * The quality tier of an average score, by the star it rounds to — the split of the summary's bars: 4–5 stars
 * good (positive), 3 average (neutral), 1–2 poor (negative). The average as displayed (one decimal) decides,
 * so the word never contradicts the figure beside it (3.46 shows 3.5: good). Null when unknown or no reviews.
 */
export function qualityTier(averageScore: number | null): QualityTier | null {
  if (averageScore === null || !(averageScore > 0)) return null;
  const shown = Math.round(averageScore * 10) / 10;
  if (shown >= 3.5) return "good";
  if (shown >= 2.5) return "average";
  return "poor";
}

/** The praise label of each badge tier (RW-K-1 tiers 100, ≥ 95, ≥ 92, ≥ 90), best first. */
export const PRAISE_BY_TIER: Readonly<Record<BadgeTier, PraiseLabel>> = {
  100: "marvelous",
  95: "excellent",
  92: "great",
  90: "worthLearning",
};
