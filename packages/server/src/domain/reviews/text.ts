import { ApiCode } from "@sxz/contract";
import { ApiError } from "../../http/api-error";

/**
 * Characters a review or reply may not carry (RW-VAL-6): C0/C1 control characters other than tab and line breaks,
 * the bidirectional embedding/override/isolate controls (they let text display differently from what it says),
 * lone surrogate halves and the non-characters U+FFFE/U+FFFF.
 */
const INVALID_CHARS =
  // Matching control characters is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Length as a person counts it: Unicode code points, so an emoji is one character. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Trims the text and checks it: invalid characters and overlong text are refused with the spec's messages. */
export function cleanText(raw: string, max: number): string {
  const text = raw.trim();
  if (INVALID_CHARS.test(text)) throw new ApiError(400, ApiCode.BAD_REQUEST, "invalidChars");
  if (characterCount(text) > max) throw new ApiError(400, ApiCode.BAD_REQUEST, "textTooLong", { max });
  return text;
}

/** "a, b,,a" → ["a", "b"]: the comma-joined tag codes of the wire, trimmed and de-duplicated (RW-VAL-10). */
export function splitTags(joined: string | undefined): string[] {
  if (!joined) return [];
  return [...new Set(joined.split(",").map((tag) => tag.trim()).filter(Boolean))];
}
