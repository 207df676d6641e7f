import { describe, expect, it } from "vitest";
import { countReviewChars, hasInvalidChars, limitReviewText } from "./review-text";

describe("review text", () => {
  it("[RW-VAL-4] leading whitespace is trimmed and the text truncated to 200 characters", () => {
    expect(limitReviewText("   hello")).toEqual({ text: "hello", truncated: false });
    const long = "a".repeat(205);
    const limited = limitReviewText(`  ${long}`);
    expect(limited.text).toHaveLength(200);
    expect(limited.truncated).toBe(true);
    expect(limitReviewText("b".repeat(200)).truncated).toBe(false);
  });

  it("[RW-K-5] the review limit is 200 characters counted as code points", () => {
    const emoji = "😀".repeat(201);
    const limited = limitReviewText(emoji);
    expect(countReviewChars(limited.text)).toBe(200);
    expect(limited.text.endsWith("😀")).toBe(true);
  });

  it("[RW-VAL-6] control, bidi-override, lone-surrogate and non-characters are invalid", () => {
    expect(hasInvalidChars("plain text\nwith a line")).toBe(false);
    expect(hasInvalidChars("tab\tis fine, emoji 🎉 too")).toBe(false);
    expect(hasInvalidChars("null\u0000")).toBe(true);
    expect(hasInvalidChars("evil\u202Etxt.exe")).toBe(true);
    expect(hasInvalidChars("lone \uD83D half")).toBe(true);
    expect(hasInvalidChars("\uFFFF")).toBe(true);
  });
});
