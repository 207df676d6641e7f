import { describe, expect, it } from "vitest";
import { progressAllows, progressGate, readProgress } from "./progress-gate";

describe("the study-progress gate said up front", () => {
  it("reads the host's progress as a number or its digits, 0–100; anything else is not given", () => {
    expect([10, "10", " 45.5 ", 0, "100"].map(readProgress)).toEqual([10, 10, 45.5, 0, 100]);
    expect([undefined, null, "", "ten", "1e2", 101, -1, "50%"].map(readProgress)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("[RW-ROLE-1] is-progress wins; without it the progress decides against 30 %; without both nothing is true", () => {
    expect(progressAllows(true, 10)).toBe(true);
    expect(progressAllows(false, 80)).toBe(false);
    expect(progressAllows(undefined, 30)).toBe(true);
    expect(progressAllows(undefined, 29.9)).toBe(false);
    expect(progressAllows(undefined, null)).toBeUndefined();
  });

  it("names the threshold and the progress only below it", () => {
    expect(progressGate(10)).toEqual({ min: 30, progress: 10 });
    expect(progressGate(30)).toBeNull();
    expect(progressGate(null)).toBeNull();
  });
});
