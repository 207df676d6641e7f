import { describe, expect, it } from "vitest";
import type { ReviewAnswer } from "@sxz/contract";
import { courseAddress } from "./course-link";

const review = { resource_id: "course 1", resource_type: "course" } as ReviewAnswer;

describe("a review's course link in the own-messages view", () => {
  it("[RW-2] fills the host's pattern with the encoded resource and module", () => {
    expect(courseAddress("/courses/{resourceId}?m={moduleId}", review)).toBe("/courses/course%201?m=course");
    expect(courseAddress("https://school.example/c/{resourceId}", review)).toBe("https://school.example/c/course%201");
  });

  it("[RW-2] links only http(s) and same-site addresses: never a script, another scheme or a protocol-relative host", () => {
    expect(courseAddress("javascript:alert({resourceId})", review)).toBeNull();
    expect(courseAddress("data:text/html,{resourceId}", review)).toBeNull();
    expect(courseAddress("//evil.example/{resourceId}", review)).toBeNull();
    expect(courseAddress(undefined, review)).toBeNull();
    expect(courseAddress("/c/{resourceId}", { ...review, resource_id: "" })).toBeNull();
  });
});
