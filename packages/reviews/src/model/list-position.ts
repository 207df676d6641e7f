/** Default distance below the visible area at which the next page starts loading. */
export const NEAR_BOTTOM_DEFAULT_PX = 600;

/**
 * The scrollBottom attribute (a number of pixels, attribute text or number) as the near-bottom distance of the
 * paging trigger. Missing, negative or unreadable values keep the default rather than breaking paging.
 */
export function nearBottomPx(value: number | string | undefined): number {
  if (value === undefined || value === "") return NEAR_BOTTOM_DEFAULT_PX;
  const parsed = typeof value === "number" ? value : Number(value.trim().replace(/px$/i, ""));
  return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed) : NEAR_BOTTOM_DEFAULT_PX;
}

/** The IntersectionObserver margin that extends the visible area downwards by `px`. */
export function nearBottomMargin(px: number): string {
  return `0px 0px ${px}px 0px`;
}

/**
 * The review to bring into view once loaded: the scoreId attribute (a review id) wins over a link back to a
 * review (`#sxz-review-<id>` in the address). Null when neither names a review.
 */
export function targetReviewId(scoreId: number | string | undefined, hash: string): number | null {
  const fromAttribute = typeof scoreId === "number" ? scoreId : scoreId?.trim() ? Number(scoreId.trim()) : NaN;
  if (Number.isSafeInteger(fromAttribute) && fromAttribute > 0) return fromAttribute;
  const match = /^#sxz-review-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}
