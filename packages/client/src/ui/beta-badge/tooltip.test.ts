import { describe, expect, it } from "vitest";
import { BADGE_SIZE } from "./position";
import { tipPlace } from "./tooltip";

describe("the beta badge's tooltip place", () => {
  const view = { width: 400, height: 300 };
  const tip = { width: 150, height: 40 };

  it("sits below the badge, right-aligned with it, and above it where the window has no room below", () => {
    expect(tipPlace({ left: 200, top: 16 }, tip, view)).toEqual({
      left: 200 + BADGE_SIZE - 150,
      top: 16 + BADGE_SIZE + 8,
    });
    expect(tipPlace({ left: 200, top: 230 }, tip, view)).toEqual({ left: 110, top: 230 - 40 - 8 });
  });

  it("keeps its distance from the window's edges, also when the window is narrower than the tooltip", () => {
    expect(tipPlace({ left: 0, top: 0 }, tip, view).left).toBe(8);
    expect(tipPlace({ left: 390, top: 0 }, tip, view).left).toBe(400 - 150 - 8);
    expect(tipPlace({ left: 0, top: 0 }, { width: 500, height: 40 }, view).left).toBe(8);
  });
});
