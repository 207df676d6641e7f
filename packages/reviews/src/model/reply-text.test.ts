import { describe, expect, it } from "vitest";
import { canPostReply, countChars, DEFAULT_LIMIT_WORDS, limitReplyText, resolveLimitWords } from "./reply-text";

describe("reply text", () => {
  it("[RW-ST-10] post is enabled only when the trimmed text is non-empty", () => {
    expect(canPostReply("")).toBe(false);
    expect(canPostReply("   \n\t ")).toBe(false);
    expect(canPostReply(" ok ")).toBe(true);
  });

  it("[RW-VAL-5] text over limitWords is truncated and flagged", () => {
    expect(limitReplyText("abcdef", 4)).toEqual({ text: "abcd", truncated: true });
    expect(limitReplyText("abcd", 4)).toEqual({ text: "abcd", truncated: false });
  });

  it("[RW-VAL-5] the limit counts characters, never cutting an emoji in half", () => {
    expect(limitReplyText("ab😀😀", 3)).toEqual({ text: "ab😀", truncated: true });
    expect(countChars("ab😀")).toBe(3);
  });

  it("[RW-K-5] limitWords defaults to 250 and accepts positive integers only", () => {
    expect(DEFAULT_LIMIT_WORDS).toBe(250);
    expect(resolveLimitWords(undefined)).toBe(250);
    expect(resolveLimitWords("100")).toBe(100);
    expect(resolveLimitWords("-1")).toBe(250);
    expect(resolveLimitWords("abc")).toBe(250);
    expect(resolveLimitWords(30)).toBe(30);
  });
});
