/** The largest figure the like count shows (RW-K-2). */
export const LIKE_COUNT_CAP = "9999k+";

/**
 * Like count as shown (RW-K-2): the raw number below 999, then thousands with one truncated decimal and
 * "k" (999 shows as "1k" rather than "0.9k"), capped at "9999k+".
 */
export function formatLikeCount(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n < 999) return String(n);
  const thousands = Math.max(1, Math.floor(n / 100) / 10);
  if (thousands > 9999) return LIKE_COUNT_CAP;
  return `${thousands}k`;
}
