import { RATING_LIMITS } from "./limits";

/** A rating being written: score 0 means "not rated yet". */
export interface RatingDraft {
  score: number;
  /** Codes of the chosen preset tags, in the order chosen. */
  tags: string[];
  text: string;
}

export const EMPTY_DRAFT: RatingDraft = { score: 0, tags: [], text: "" };

/**
 * A click (or key) on star `star` (RW-ST-1): choosing the selected star again resets to 0. Any change of
 * score clears the chosen tags, because tags belong to a score (RW-ST-2); the text stays.
 */
export function chooseStar(draft: RatingDraft, star: number): RatingDraft {
  const clamped = Math.max(0, Math.min(RATING_LIMITS.maxScore, Math.trunc(star)));
  const score = clamped === draft.score ? 0 : clamped;
  if (score === draft.score) return draft;
  return { ...draft, score, tags: [] };
}

/** Toggles one preset tag; a tag cannot be chosen before a score (tags belong to a score). */
export function toggleTag(draft: RatingDraft, code: string): RatingDraft {
  if (draft.score === 0) return draft;
  const tags = draft.tags.includes(code) ? draft.tags.filter((tag) => tag !== code) : [...draft.tags, code];
  return { ...draft, tags };
}
