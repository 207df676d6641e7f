import { describe, expect, it } from "vitest";
import type { ConfigItemAnswer } from "@sxz/contract";
import { mentionGroups, tagTones } from "./mentions";

const tag = (code: string, score: number): ConfigItemAnswer => ({ id: 0, type: 0, code, message: code, score });

describe("what learners mention", () => {
  it("a tag of 4–5 stars is praise, of 1–2 a complaint, of 3 or both sides neither; other items are not tags", () => {
    const tones = tagTones([
      tag("clear", 5),
      tag("pace", 4),
      tag("pace", 5),
      tag("slow", 1),
      tag("dull", 2),
      tag("ok", 3),
      tag("mixed", 5),
      tag("mixed", 1),
      { ...tag("guide", 5), type: 2 },
    ]);
    expect(Object.fromEntries(tones)).toEqual({
      clear: "praise",
      pace: "praise",
      slow: "complaint",
      dull: "complaint",
      ok: "other",
      mixed: "other",
    });
  });

  it("groups the statistics, most mentioned first, unknown counts last, unknown tags with neither", () => {
    const tones = tagTones([tag("a", 5), tag("b", 4), tag("c", 5), tag("d", 5), tag("x", 1), tag("y", 2)]);
    const stats = [
      { code: "a", count: 3 },
      { code: "x", count: 9 },
      { code: "b", count: null },
      { code: "c", count: 10 },
      { code: "d", count: 3 },
      { code: "y", count: 1 },
      { code: "z", count: 50 },
    ];
    const groups = mentionGroups(stats, tones);
    expect(groups.praise.map((s) => s.code)).toEqual(["c", "a", "d", "b"]);
    expect(groups.complaints.map((s) => s.code)).toEqual(["x", "y"]);
    expect(groups.other.map((s) => s.code)).toEqual(["z"]);
  });
});
