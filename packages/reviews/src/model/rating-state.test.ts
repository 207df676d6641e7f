import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, chooseStar, toggleTag } from "./rating-state";

describe("rating value", () => {
  it("[RW-ST-1] the rating is 0-5 and clicking the selected star resets it to 0", () => {
    const four = chooseStar(EMPTY_DRAFT, 4);
    expect(four.score).toBe(4);
    expect(chooseStar(four, 4).score).toBe(0);
    expect(chooseStar(four, 9).score).toBe(5);
    expect(chooseStar(four, -3).score).toBe(0);
  });

  it("[RW-ST-2] changing the rating clears the selected tags but keeps the text", () => {
    const draft = toggleTag({ ...chooseStar(EMPTY_DRAFT, 2), text: "slow" }, "t1");
    expect(draft.tags).toEqual(["t1"]);
    const changed = chooseStar(draft, 3);
    expect(changed.tags).toEqual([]);
    expect(changed.text).toBe("slow");
  });

  it("toggling a tag twice removes it; no tag before a score", () => {
    const draft = chooseStar(EMPTY_DRAFT, 5);
    expect(toggleTag(toggleTag(draft, "a"), "a").tags).toEqual([]);
    expect(toggleTag(EMPTY_DRAFT, "a").tags).toEqual([]);
  });
});
