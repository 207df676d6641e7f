import { describe, expect, it } from "vitest";
import { sortPinnedFirst, timeOf } from "./sorting";

const review = (id: number, isTop: number, created_time: string) => ({ id, isTop, created_time });

describe("sorting", () => {
  it("[RW-ST-5] pinned reviews come first, then the newest first", () => {
    const sorted = sortPinnedFirst([
      review(1, 0, "2026-01-01T10:00:00Z"),
      review(2, 1, "2025-01-01T10:00:00Z"),
      review(3, 0, "2026-03-01T10:00:00Z"),
      review(4, 1, "2026-02-01T10:00:00Z"),
    ]);
    expect(sorted.map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });

  it("[RW-ST-5] the hottest tab keeps the server's order inside the pinned and unpinned groups", () => {
    const sorted = sortPinnedFirst(
      [
        review(1, 0, "2026-01-01T10:00:00Z"),
        review(2, 0, "2026-03-01T10:00:00Z"),
        review(3, 1, "2024-01-01T10:00:00Z"),
      ],
      "hottest",
    );
    expect(sorted.map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it("reads ISO, space-separated and numeric times", () => {
    expect(timeOf("2026-01-02 03:04:05")).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(timeOf("2026-01-02T03:04:05Z")).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(timeOf(1793527200000)).toBe(1793527200000);
    expect(timeOf(1793527200)).toBe(1793527200000);
    expect(timeOf("nonsense")).toBe(Number.NEGATIVE_INFINITY);
  });
});
