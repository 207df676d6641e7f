import { describe, expect, it } from "vitest";
import type { ReviewAnswer } from "@sxz/contract";
import { courseAddress } from "./course-link";

const review = { resource_id: "course 1", resource_type: "course" } as ReviewAnswer;
const page = "https://learn.example.com/my/reviews";

describe("a review's course link in the own-messages view", () => {
  it("[RW-2] fills the host's pattern with the encoded resource and module", () => {
    expect(courseAddress("/courses/{resourceId}?m={moduleId}", review, page)).toBe("/courses/course%201?m=course");
    expect(courseAddress("https://school.example/c/{resourceId}", review, page)).toBe(
      "https://school.example/c/course%201",
    );
  });

  it("[RW-2] a path is linked only when the browser opens it on the page's origin: backslashes, TAB, LF and CR cannot slip a host in", () => {
    for (const pattern of [
      "/\\evil.example/{resourceId}",
      "/\t/evil.example/{resourceId}",
      "/\n/evil.example/{resourceId}",
      "\\\\evil.example/{resourceId}",
      "\t//evil.example/{resourceId}",
      "/\r\\evil.example/{resourceId}",
      "https:/\\evil.example/{resourceId}",
      "//evil.example/{resourceId}",
    ]) {
      expect(courseAddress(pattern, review, page), JSON.stringify(pattern)).toBeNull();
    }
    // Paths that stay on the page's origin, however they are spelled, are linked as given.
    expect(courseAddress("/.//evil.example/{resourceId}", review, page)).toBe("/.//evil.example/course%201");
    expect(courseAddress("courses/{resourceId}", review, page)).toBe("courses/course%201");
    expect(courseAddress("https://learn.example.com/c/{resourceId}", review, page)).toBe(
      "https://learn.example.com/c/course%201",
    );
  });

  it("[RW-2] links only http(s) and same-site addresses: never a script, another scheme or a protocol-relative host", () => {
    expect(courseAddress("javascript:alert({resourceId})", review, page)).toBeNull();
    expect(courseAddress("data:text/html,{resourceId}", review, page)).toBeNull();
    expect(courseAddress("//evil.example/{resourceId}", review, page)).toBeNull();
    expect(courseAddress(undefined, review, page)).toBeNull();
    expect(courseAddress("/c/{resourceId}", { ...review, resource_id: "" }, page)).toBeNull();
  });
});
