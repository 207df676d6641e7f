/** Default reply/edit limit when the limitWords attribute is absent (RW-K-5). */
export const DEFAULT_LIMIT_WORDS = 250;

/** A usable limit from the limitWords attribute: a positive integer, else the default. */
export function resolveLimitWords(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : typeof value === "number" ? value : NaN;
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_LIMIT_WORDS;
}

/**
 * Reply/edit text held to the limit (RW-VAL-5). Counts code points, so an emoji is one character and is
 * never cut in half. `truncated` tells the editor to show the commentMaxInvoice message.
 */
export function limitReplyText(text: string, limit: number): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  return { text: chars.slice(0, limit).join(""), truncated: true };
}

/** Characters counted by the editor's counter (code points, matching limitReplyText). */
export function countChars(text: string): number {
  return Array.from(text).length;
}

/** Post is enabled only for text that is not blank once trimmed (RW-ST-10). */
export function canPostReply(text: string): boolean {
  return text.trim().length > 0;
}
