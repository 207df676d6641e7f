import { describe, expect, it } from "vitest";
import { NEAR_BOTTOM_DEFAULT_PX, nearBottomMargin, nearBottomPx, targetReviewId } from "./list-position";

describe("list position attributes", () => {
  it("scrollBottom is read as pixels; missing, negative or unreadable values keep the default", () => {
    expect(nearBottomPx("200")).toBe(200);
    expect(nearBottomPx(" 150px ")).toBe(150);
    expect(nearBottomPx(0)).toBe(0);
    expect(nearBottomPx(undefined)).toBe(NEAR_BOTTOM_DEFAULT_PX);
    expect(nearBottomPx("")).toBe(NEAR_BOTTOM_DEFAULT_PX);
    expect(nearBottomPx("-20")).toBe(NEAR_BOTTOM_DEFAULT_PX);
    expect(nearBottomPx("bottom")).toBe(NEAR_BOTTOM_DEFAULT_PX);
    expect(nearBottomMargin(200)).toBe("0px 0px 200px 0px");
  });

  it("scoreId names the review to show; else a #sxz-review-<id> link; else none", () => {
    expect(targetReviewId("42", "#sxz-review-7")).toBe(42);
    expect(targetReviewId(42, "")).toBe(42);
    expect(targetReviewId(undefined, "#sxz-review-7")).toBe(7);
    expect(targetReviewId("abc", "#sxz-review-7")).toBe(7);
    expect(targetReviewId("", "#top")).toBeNull();
    expect(targetReviewId("-3", "")).toBeNull();
  });
});
