import { describe, expect, it } from "vitest";
import { tagsParam, toggleTag } from "./tag-selection";

describe("tag selection", () => {
  it("[RW-ST-9] the internal variant keeps one selected tag at a time", () => {
    expect(toggleTag([], "a", "internal")).toEqual(["a"]);
    expect(toggleTag(["a"], "b", "internal")).toEqual(["b"]);
    expect(toggleTag(["a"], "a", "internal")).toEqual([]);
  });

  it("[RW-ST-9] the external variant selects several tags", () => {
    expect(toggleTag(["a"], "b", "external")).toEqual(["a", "b"]);
    expect(toggleTag(["a", "b"], "a", "external")).toEqual(["b"]);
  });

  it("[RW-API-2] selected tags are sent comma-joined as message", () => {
    expect(tagsParam(["a", "b"])).toBe("a,b");
    expect(tagsParam([])).toBeUndefined();
  });
});
