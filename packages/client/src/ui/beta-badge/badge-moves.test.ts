import { describe, expect, it } from "vitest";
import { keyMove, KEY_STEP } from "./badge-moves";

describe("the beta badge's keys", () => {
  it("arrows move it one step, five with Shift; Home sends it back to rest; other keys leave it", () => {
    const at = { left: 100, top: 50 };
    expect(keyMove("ArrowLeft", false, at)).toEqual({ left: 100 - KEY_STEP, top: 50 });
    expect(keyMove("ArrowDown", true, at)).toEqual({ left: 100, top: 50 + 5 * KEY_STEP });
    expect(keyMove("Home", false, at)).toBe("rest");
    expect(keyMove("Enter", false, at)).toBeUndefined();
    expect(keyMove("Tab", true, at)).toBeUndefined();
  });
});
