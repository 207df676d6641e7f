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
 * review (`#sxz-review-<id>` in the address, the id URI-encoded). Null when neither names a review. Ids are
 * opaque: the text as given ("12", "rv-12", a UUID, a 64-bit number in digits); a card is found by its element
 * id (reviewElementId), so 12 and "12" name one review.
 */
export function targetReviewId(scoreId: number | string | undefined, hash: string): string | null {
  const fromAttribute = scoreId === undefined ? "" : String(scoreId).trim();
  if (fromAttribute) return fromAttribute;
  const match = /^#sxz-review-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The address fragment that links back to a review. */
export function reviewAnchor(id: string | number): string {
  return `#sxz-review-${encodeURIComponent(String(id))}`;
}

/** A card's element id. */
export function reviewElementId(id: string | number): string {
  return `sxz-review-${id}`;
}
