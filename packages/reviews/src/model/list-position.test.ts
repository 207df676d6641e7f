import { describe, expect, it } from "vitest";
import {
  NEAR_BOTTOM_DEFAULT_PX,
  nearBottomMargin,
  nearBottomPx,
  reviewAnchor,
  reviewElementId,
  targetReviewId,
} from "./list-position";

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

  it("scoreId names the review to show; else a #sxz-review-<id> link; else none — ids as given, never a number", () => {
    expect(targetReviewId("42", "#sxz-review-7")).toBe("42");
    expect(targetReviewId(42, "")).toBe("42");
    expect(targetReviewId(undefined, "#sxz-review-7")).toBe("7");
    expect(targetReviewId(" rv-12 ", "#sxz-review-7")).toBe("rv-12");
    expect(targetReviewId("", "#sxz-review-1790000000000000001")).toBe("1790000000000000001");
    expect(targetReviewId(undefined, `#sxz-review-${encodeURIComponent("a b/é")}`)).toBe("a b/é");
    expect(targetReviewId("", "#top")).toBeNull();
    expect(targetReviewId(undefined, "#sxz-review-%E0%A4%A")).toBeNull();
  });

  it("the link back to a review names its id exactly, and reads back to it", () => {
    for (const id of [12, "12", "rv-12", "3f2b8c1e-9d4a-4e6b-a1c2-7f0e5d9b8a31", "1790000000000000001", "a b#c"]) {
      expect(targetReviewId(undefined, reviewAnchor(id))).toBe(String(id));
    }
    expect(reviewAnchor("1790000000000000001")).toBe("#sxz-review-1790000000000000001");
    expect(reviewElementId(12)).toBe(reviewElementId("12"));
  });
});
