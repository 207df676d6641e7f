// The answers of the writes a review card makes itself (review-widget.md §7): like, pin, hide. As for every write,
// the envelope's code already said whether it happened; a part of the answer that cannot be read is null. Apart
// from the editors' and the dialog's writes (score-writes.ts), which a bundle can load later.
import { count, flag, missing, optionalBoolean, partsOrNull } from "./conform";
import type { Rule } from "./conform";

/** `liked`: the like state after the call; null parts when the answer does not say them readably. */
export interface LikeAnswer {
  isLiked: boolean | null;
  likeCount: number | null;
}

export function readLikeResult(data: unknown): LikeAnswer {
  return partsOrNull<LikeAnswer>(data, { isLiked: optionalBoolean, likeCount: count }, "liked");
}

/** `score/top`, `unTop`, `hidden`, `unHidden`: the flags after the call, null when not readable. */
export interface ReviewFlagsAnswer {
  isTop: 0 | 1 | null;
  isHidden: 0 | 1 | null;
}

const optionalFlag: Rule = (value, path) => (missing(value) ? null : flag(value, path));

export function readReviewFlags(data: unknown): ReviewFlagsAnswer {
  return partsOrNull<ReviewFlagsAnswer>(data, { isTop: optionalFlag, isHidden: optionalFlag }, "flags");
}
