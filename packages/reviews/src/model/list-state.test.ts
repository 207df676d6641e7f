import { describe, expect, it } from "vitest";
import { canLoadNext, initialListState, likedPatch, listReducer, PAGE_SIZE } from "./list-state";
import type { ListReview, ListState } from "./list-state";

interface R extends ListReview {
  content: string;
  replyList: { id: number; content: string }[];
}

const make = (id: number, extra: Partial<R> = {}): R => ({
  id,
  isTop: 0,
  isHidden: 0,
  isLiked: false,
  likeCount: 3,
  created_time: `2026-01-${String((id % 28) + 1).padStart(2, "0")}T00:00:00Z`,
  content: `r${id}`,
  replyList: [],
  ...extra,
});
const page = (from: number, n = PAGE_SIZE) => Array.from({ length: n }, (_, i) => make(from + i));

function loaded(items: R[], total = 25): ListState<R> {
  let s = listReducer(initialListState<R>(), { type: "loadStarted" });
  s = listReducer(s, { type: "pageLoaded", page: 1, items, total });
  return s;
}

describe("list state", () => {
  it("[RW-ST-9] no second load starts while one is in flight, and none once everything is loaded", () => {
    const start = initialListState<R>();
    expect(canLoadNext(start)).toBe(true);
    const inFlight = listReducer(start, { type: "loadStarted" });
    expect(canLoadNext(inFlight)).toBe(false);
    const first = listReducer(inFlight, { type: "pageLoaded", page: 1, items: page(1), total: 15 });
    expect(canLoadNext(first)).toBe(true);
    const last = listReducer(listReducer(first, { type: "loadStarted" }), {
      type: "pageLoaded",
      page: 2,
      items: page(11, 5),
      total: 15,
    });
    expect(last.items).toHaveLength(15);
    expect(canLoadNext(last)).toBe(false);
  });

  it("[RW-ST-9] a filter change starts again at page 1", () => {
    const s = loaded(page(1));
    const restarted = listReducer(s, { type: "restart", tags: ["good"] });
    expect(restarted).toMatchObject({ page: 0, items: [], tags: ["good"], hasMore: true });
  });

  it("pages never duplicate a review already shown", () => {
    const s = listReducer(loaded(page(1)), { type: "pageLoaded", page: 2, items: page(8), total: 25 });
    expect(s.items.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
  });

  it("[RW-ST-7] like toggles isLiked and the count, and is blocked while in flight", () => {
    let s = loaded([make(1)]);
    s = listReducer(s, { type: "likeStarted", id: 1 });
    expect(s.items[0]).toMatchObject({ isLiked: true, likeCount: 4 });
    const again = listReducer(s, { type: "likeStarted", id: 1 });
    expect(again).toBe(s);
    s = listReducer(s, { type: "likeSucceeded", id: 1 });
    s = listReducer(s, { type: "likeStarted", id: 1 });
    expect(s.items[0]).toMatchObject({ isLiked: false, likeCount: 3 });
  });

  it("[RW-ST-7] a failed like is rolled back", () => {
    let s = loaded([make(1, { isLiked: 1 as unknown as boolean, likeCount: 10 })]);
    s = listReducer(s, { type: "likeStarted", id: 1 });
    expect(s.items[0]).toMatchObject({ isLiked: 0, likeCount: 9 });
    s = listReducer(s, { type: "likeFailed", id: 1 });
    expect(s.items[0]).toMatchObject({ isLiked: 1, likeCount: 10 });
    expect(s.pendingLikes).toEqual({});
  });

  it("[RW-ST-5] pin re-sorts locally: pinned first, then by created time", () => {
    let s = loaded([make(3), make(2), make(1)]);
    s = listReducer(s, { type: "pinChanged", id: 1, pinned: true });
    expect(s.items.map((r) => r.id)).toEqual([1, 3, 2]);
    s = listReducer(s, { type: "pinChanged", id: 1, pinned: false });
    expect(s.items.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it("[RW-ST-6] hide and unhide toggle isHidden", () => {
    let s = loaded([make(1)]);
    s = listReducer(s, { type: "hiddenChanged", id: 1, hidden: true });
    expect(s.items[0]!.isHidden).toBe(1);
    s = listReducer(s, { type: "hiddenChanged", id: 1, hidden: false });
    expect(s.items[0]!.isHidden).toBe(0);
  });

  it("[RW-ST-8] reviews are removed and replies added, edited and removed", () => {
    let s = loaded([make(1), make(2)], 2);
    s = listReducer(s, { type: "replyAdded", reviewId: 1, reply: { id: 7, content: "thanks" } });
    s = listReducer(s, { type: "replyChanged", reviewId: 1, replyId: 7, patch: { content: "thank you" } });
    expect(s.items[0]!.replyList).toEqual([{ id: 7, content: "thank you" }]);
    s = listReducer(s, { type: "replyRemoved", reviewId: 1, replyId: 7 });
    expect(s.items[0]!.replyList).toEqual([]);
    s = listReducer(s, { type: "reviewRemoved", id: 2 });
    expect(s.items.map((r) => r.id)).toEqual([1]);
    expect(s.total).toBe(1);
  });
});

describe("a confirmed like", () => {
  it("changes what its answer says and keeps what it does not say as the press made it", () => {
    expect(likedPatch({ isLiked: true, likeCount: 4 })).toEqual({ isLiked: true, likeCount: 4 });
    expect(likedPatch({ isLiked: false, likeCount: null })).toEqual({ isLiked: false });
    expect(likedPatch({ isLiked: null, likeCount: 0 })).toEqual({ likeCount: 0 });
    expect(likedPatch({ isLiked: null, likeCount: null })).toEqual({});
  });
});
