import { beforeEach, describe, expect, it } from "vitest";
import { pageOf, rememberPending, signInTarget, takePending } from "./sign-in-return";

const PAGE = "https://learn.example.com/course/intro?tab=reviews#sxz-review-7";

describe("the way back from signing in", () => {
  beforeEach(() => sessionStorage.clear());

  it("[RW-SCR-2] returns to this page asking to scroll to the widget, without the fragment", () => {
    expect(signInTarget(PAGE)).toBe("https://learn.example.com/course/intro?tab=reviews&scrollToScore=1");
    expect(signInTarget("https://learn.example.com/c?scrollToScore=0")).toBe(
      "https://learn.example.com/c?scrollToScore=1",
    );
    expect(pageOf(signInTarget(PAGE))).toBe(pageOf(PAGE));
  });

  it("a remembered like is taken once, only on the same page; another page leaves it for its own", () => {
    rememberPending(sessionStorage, "like", 7, PAGE);
    expect(takePending(sessionStorage, "like", 8, signInTarget(PAGE))).toBe(false);
    expect(takePending(sessionStorage, "like", 7, "https://learn.example.com/course/other?scrollToScore=1")).toBe(
      false,
    );
    expect(takePending(sessionStorage, "rate", 7, signInTarget(PAGE))).toBe(false);
    expect(takePending(sessionStorage, "like", 7, signInTarget(PAGE))).toBe(true);
    expect(takePending(sessionStorage, "like", 7, signInTarget(PAGE))).toBe(false);
  });

  it("without storage nothing is remembered and nothing fails", () => {
    rememberPending(null, "rate", "course-intro", PAGE);
    expect(takePending(null, "rate", "course-intro", PAGE)).toBe(false);
  });
});
