import { REVIEW_LIMITS } from "@sxz/contract";

/** A review's text limit in characters (RW-VAL-4, RW-K-5); editing a review keeps to it. */
export const REVIEW_TEXT_MAX = REVIEW_LIMITS.contentMax;
