import { describe, expect, it } from "vitest";
import { INVALID_CHAR_CASES, LIMIT_WORDS_CASES, REPLY_TEXT_CASES, REVIEW_TEXT_CASES, SERVER_TEXT_CASES } from "./cases";
import { characterCount, checkText, hasInvalidChars, limitReplyText, limitReviewText, resolveLimitWords } from "./text";

describe("review and reply text", () => {
  it.each(INVALID_CHAR_CASES)("[RW-VAL-6] %s (%j) refused: %s", (_name, text, invalid) => {
    expect(hasInvalidChars(text)).toBe(invalid);
  });

  it.each(REVIEW_TEXT_CASES)("[RW-VAL-4] the review editor keeps %s", (_name, typed, max, expected) => {
    expect(limitReviewText(typed, max)).toEqual(expected);
  });

  it.each(REPLY_TEXT_CASES)("[RW-VAL-5] the reply editor keeps %s", (_name, typed, limit, expected) => {
    expect(limitReplyText(typed, limit)).toEqual(expected);
  });

  it.each(LIMIT_WORDS_CASES)("[RW-VAL-5] limitWords %j is a limit of %i", (value, expected) => {
    expect(resolveLimitWords(value)).toBe(expected);
  });

  it.each(SERVER_TEXT_CASES)("[RW-VAL-4] [RW-VAL-6] a server checks text %s", (_name, sent, max, expected) => {
    expect(checkText(sent, max)).toEqual(expected);
  });

  it("[RW-VAL-4] the defaults are 200 for a review and 250 for a reply, counted in code points", () => {
    expect(limitReviewText("x".repeat(201))).toEqual({ text: "x".repeat(200), truncated: true });
    expect(limitReplyText("x".repeat(251))).toEqual({ text: "x".repeat(250), truncated: true });
    expect(characterCount("a👍课")).toBe(3);
  });
});
