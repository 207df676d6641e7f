import { describe, expect, it } from "vitest";
import type { ConfigItemAnswer } from "@sxz/contract";
import { lowScoreTip, textsForScore } from "./config-items";

let id = 0;
const item = (type: ConfigItemAnswer["type"], score: number, message: string, code = `c${++id}`): ConfigItemAnswer => ({
  id: ++id,
  code,
  message,
  score,
  type,
});

const items: ConfigItemAnswer[] = [
  item(0, 1, "Too hard"),
  item(0, 1, "Boring"),
  item(0, 5, "Clear"),
  item(0, 5, "Clear", "dup-text"),
  item(0, 5, "Useful", "u"),
  item(0, 5, "Useful again", "u"),
  item(0, 5, "Fun"),
  item(0, 5, "Deep"),
  item(0, 5, "Short"),
  item(0, 5, "Practical"),
  item(0, 5, "Lively"),
  item(2, 5, "Glad you liked it!"),
  item(5, 0, "Rate this course"),
  item(3, 5, "Excellent"),
  item(4, 1, "Tell us why"),
  item(6, 5, "You made our day"),
];

describe("config items", () => {
  it("[RW-ENT-3] type 0 tags, 2 guide, 5 default guide for score 0, 3 caption, 4 low-score tip, 6 success message", () => {
    const five = textsForScore(items, 5, false);
    expect(five.guide).toBe("Glad you liked it!");
    expect(five.caption).toBe("Excellent");
    expect(five.successMessage).toBe("You made our day");
    expect(textsForScore(items, 0, false)).toEqual({
      tags: [],
      guide: "Rate this course",
      caption: null,
      successMessage: null,
    });
    expect(textsForScore(items, 1, false).tags.map((t) => t.message)).toEqual(["Too hard", "Boring"]);
    expect(lowScoreTip(items)).toBe("Tell us why");
    expect(lowScoreTip([])).toBeNull();
  });

  it("[RW-VAL-10] tags are de-duplicated, and capped at 6 on the internal variant only", () => {
    const external = textsForScore(items, 5, false).tags.map((t) => t.message);
    expect(external).toEqual(["Clear", "Useful", "Fun", "Deep", "Short", "Practical", "Lively"]);
    const internal = textsForScore(items, 5, true).tags;
    expect(internal).toHaveLength(6);
    expect(new Set(internal.map((t) => t.code)).size).toBe(6);
  });
});
