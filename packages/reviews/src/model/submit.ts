import type { RatingDraft } from "./rating-state";
import { hasInvalidChars } from "./review-text";

/** A score that needs a reason (a tag or some text) before it can be sent (RW-ST-3, RW-VAL-3). */
export function isLowScore(score: number): boolean {
  return score === 1 || score === 2;
}

function hasReason(draft: RatingDraft): boolean {
  return draft.tags.length > 0 || draft.text.trim().length > 0;
}

/**
 * Whether the submit button is enabled (RW-ST-3): not without a score; for 1-2 stars only with a tag or
 * text; always for 3 stars or more.
 */
export function canSubmit(draft: RatingDraft): boolean {
  if (draft.score < 1) return false;
  return !isLowScore(draft.score) || hasReason(draft);
}

export type SubmitBlock =
  { reason: "noNetwork" } | { reason: "ratingAfter" } | { reason: "lowScoreTip" } | { reason: "invalidChars" };

/**
 * The checks run when the user presses submit, in the spec's order (RW-VAL-1..3, RW-VAL-6): connectivity
 * first, then a score, then a reason for a low score, then the characters. Null when the draft may be sent.
 * Whatever blocks, the draft is kept as it is.
 */
export function checkBeforeSubmit(draft: RatingDraft, online: boolean): SubmitBlock | null {
  if (!online) return { reason: "noNetwork" };
  if (draft.score < 1) return { reason: "ratingAfter" };
  if (isLowScore(draft.score) && !hasReason(draft)) return { reason: "lowScoreTip" };
  if (hasInvalidChars(draft.text)) return { reason: "invalidChars" };
  return null;
}
