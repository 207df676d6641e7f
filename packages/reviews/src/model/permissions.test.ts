import { describe, expect, it } from "vitest";
import { rateAccess, showsReviewList } from "./permissions";

describe("permissions", () => {
  it("[RW-ROLE-1] rating needs isPermission and isProgress; else scoreTip or studyProgress; a rater can always view", () => {
    expect(rateAccess({ hasRated: false, isPermission: true, isProgress: true })).toEqual({ kind: "rate" });
    expect(rateAccess({ hasRated: false, isProgress: false })).toEqual({ kind: "blocked", tip: null });
    expect(rateAccess({ hasRated: false, isPermission: false, scoreTip: "Join the class first" })).toEqual({
      kind: "blocked",
      tip: "Join the class first",
    });
    expect(rateAccess({ hasRated: true, isPermission: false, isProgress: false })).toEqual({ kind: "view" });
  });

  it("[RW-ROLE-1] only both true allow rating: absent isPermission or isProgress is not true", () => {
    expect(rateAccess({ hasRated: false })).toEqual({ kind: "blocked", tip: null });
    expect(rateAccess({ hasRated: false, isPermission: true })).toEqual({ kind: "blocked", tip: null });
    expect(rateAccess({ hasRated: false, isProgress: true, scoreTip: "Sign in to rate" })).toEqual({
      kind: "blocked",
      tip: "Sign in to rate",
    });
    expect(rateAccess({ hasRated: true })).toEqual({ kind: "view" });
  });

  it("[RW-ROLE-7] isModal or the modules school and section skip the review list", () => {
    expect(showsReviewList({ moduleId: "course" })).toBe(true);
    expect(showsReviewList({ isModal: true, moduleId: "course" })).toBe(false);
    expect(showsReviewList({ moduleId: "school" })).toBe(false);
    expect(showsReviewList({ moduleId: "Section" })).toBe(false);
  });
});
