import { describe, expect, it } from "vitest";
import type { ReviewAnswer } from "@sxz/contract";
import { tagLabels } from "./tag-labels";

describe("the labels of a review's tags", () => {
  it("[RW-2] the answer's own labels first, then the resource's texts; a code with no text is left out, never shown raw", () => {
    const review = { message: "a,b,c,", message_labels: [{ code: "a", label: "Engaging" }] } as ReviewAnswer;
    expect(
      tagLabels(
        review,
        new Map([
          ["a", "ignored"],
          ["b", "Good pace"],
        ]),
      ),
    ).toEqual([
      { code: "a", label: "Engaging" },
      { code: "b", label: "Good pace" },
    ]);
    expect(tagLabels({ message: "" } as ReviewAnswer, new Map())).toEqual([]);
  });
});
