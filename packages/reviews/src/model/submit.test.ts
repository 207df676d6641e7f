import { describe, expect, it } from "vitest";
import { canSubmit, checkBeforeSubmit } from "./submit";

const draft = (score: number, tags: string[] = [], text = "") => ({ score, tags, text });

describe("submit rules", () => {
  it("[RW-ST-3] disabled without a rating, and for 1-2 stars without a tag or text", () => {
    expect(canSubmit(draft(0))).toBe(false);
    expect(canSubmit(draft(0, [], "text"))).toBe(false);
    expect(canSubmit(draft(1))).toBe(false);
    expect(canSubmit(draft(2, [], "   "))).toBe(false);
  });

  it("[RW-ST-3] enabled for 3 stars or more, and for 1-2 once a tag or text exists", () => {
    expect(canSubmit(draft(3))).toBe(true);
    expect(canSubmit(draft(5))).toBe(true);
    expect(canSubmit(draft(1, ["slow"]))).toBe(true);
    expect(canSubmit(draft(2, [], "too fast"))).toBe(true);
  });

  it("[RW-VAL-1] connectivity is checked first: offline warns noNetwork", () => {
    expect(checkBeforeSubmit(draft(0), false)).toEqual({ reason: "noNetwork" });
    expect(checkBeforeSubmit(draft(5), false)).toEqual({ reason: "noNetwork" });
  });

  it("[RW-VAL-2] a rating below 1 warns ratingAfter", () => {
    expect(checkBeforeSubmit(draft(0, [], "words"), true)).toEqual({ reason: "ratingAfter" });
  });

  it("[RW-VAL-3] 1-2 stars without a comment or tag gives the low-score tip", () => {
    expect(checkBeforeSubmit(draft(1), true)).toEqual({ reason: "lowScoreTip" });
    expect(checkBeforeSubmit(draft(2, [], " "), true)).toEqual({ reason: "lowScoreTip" });
    expect(checkBeforeSubmit(draft(2, ["x"]), true)).toBeNull();
    expect(checkBeforeSubmit(draft(4), true)).toBeNull();
  });

  it("[RW-VAL-6] invalid characters block the submit", () => {
    expect(checkBeforeSubmit(draft(5, [], "bad\u0007bell"), true)).toEqual({ reason: "invalidChars" });
    expect(checkBeforeSubmit(draft(5, [], "ok 👍 text"), true)).toBeNull();
  });
});
