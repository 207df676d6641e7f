// Review and reply text, one rule for the widget and the server: how characters are counted, which characters are
// refused (RW-VAL-6), how typed text is held to its limit (RW-VAL-4: review 200, leading whitespace trimmed;
// RW-VAL-5: reply and edit, limitWords, default 250), and how the server checks what arrives.
import { REVIEW_LIMITS } from "../constants/reviews";

/** Length as a person counts it: Unicode code points, so an emoji is one character and is never cut in half. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * C0 and C1 control characters other than tab and line breaks, DEL, the bidirectional embedding, override and
 * isolate controls (they make text display differently from what it says), lone surrogate halves (the `u` flag
 * makes a surrogate class match only unpaired ones) and the non-characters U+FDD0–U+FDEF.
 */
const INVALID =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uD800-\uDFFF]/u;

/** Characters a review or reply may not carry (RW-VAL-6): the above, and the last two code points of every plane (U+FFFE, U+1FFFF…), also non-characters. */
export function hasInvalidChars(text: string): boolean {
  if (INVALID.test(text)) return true;
  for (const char of text) if (((char.codePointAt(0) ?? 0) & 0xfffe) === 0xfffe) return true;
  return false;
}

export interface LimitedText {
  text: string;
  /** Characters were cut: the widget shows the atMost warning (review) or the commentMaxInvoice toast (reply). */
  truncated: boolean;
}

function limited(text: string, max: number): LimitedText {
  const chars = Array.from(text);
  return chars.length <= max ? { text, truncated: false } : { text: chars.slice(0, max).join(""), truncated: true };
}

/** Review text as it is typed (RW-VAL-4): leading whitespace removed, at most `max` (200) characters. */
export function limitReviewText(text: string, max: number = REVIEW_LIMITS.contentMax): LimitedText {
  return limited(text.replace(/^\s+/u, ""), max);
}

/** Reply and edit text as it is typed (RW-VAL-5): at most `limit` characters (limitWords, default 250), kept as typed otherwise. */
export function limitReplyText(text: string, limit: number = REVIEW_LIMITS.replyMax): LimitedText {
  return limited(text, limit);
}

/** The limitWords attribute as a limit: a positive whole number (or its digits), else the default 250. */
export function resolveLimitWords(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : typeof value === "number" ? value : NaN;
  return Number.isInteger(n) && n > 0 ? n : REVIEW_LIMITS.replyMax;
}

export type TextCheck = { ok: true; text: string } | { ok: false; problem: "invalid-chars" | "too-long" };

/** What a server accepts: the text trimmed at both ends, free of invalid characters, at most `max` characters. */
export function checkText(raw: string, max: number): TextCheck {
  const text = raw.trim();
  if (hasInvalidChars(text)) return { ok: false, problem: "invalid-chars" };
  if (characterCount(text) > max) return { ok: false, problem: "too-long" };
  return { ok: true, text };
}
