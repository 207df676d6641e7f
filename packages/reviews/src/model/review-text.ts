import { RATING_LIMITS } from "./limits";

/**
 * Review text as it is typed (RW-VAL-4): leading whitespace removed and at most 200 characters, counted in
 * code points so an emoji counts once and is never cut in half. `truncated` asks for the atMost warning.
 */
export function limitReviewText(text: string, max: number = RATING_LIMITS.reviewTextMax): { text: string; truncated: boolean } {
  const trimmed = text.replace(/^\s+/u, "");
  const chars = Array.from(trimmed);
  if (chars.length <= max) return { text: trimmed, truncated: false };
  return { text: chars.slice(0, max).join(""), truncated: true };
}

/** Characters as the counter shows them (code points, the same unit as the limit). */
export function countReviewChars(text: string): number {
  return Array.from(text).length;
}

/**
 * Characters a review may not contain (RW-VAL-6, design): control characters other than tab and line breaks,
 * the bidirectional override and isolate controls (they can disguise text), lone surrogate halves, and the
 * Unicode non-characters. Everything else, emoji included, is allowed; text is always rendered as text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF\uFDD0-\uFDEF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasInvalidChars(text: string): boolean {
  return INVALID.test(text);
}
