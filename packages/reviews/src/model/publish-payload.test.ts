import { describe, expect, it } from "vitest";
import { publishPayload } from "./publish-payload";

describe("publish payload", () => {
  it("[RW-ENT-4] each field comes from the attribute, else the same-named query parameter", () => {
    const body = publishPayload(
      { score: 4, tags: ["clear", "useful"], text: "  Nice course  " },
      { resourceId: "course-intro", moduleId: "course", source: "web" },
      "?courseId=c9&appId=a1&appType=pc&classId=k2&resourceType=video&source=query-loses&moduleId=ignored",
    );
    expect(body).toEqual({
      resourceId: "course-intro",
      moduleId: "course",
      score: 4,
      content: "Nice course",
      message: "clear,useful",
      resourceType: "video",
      source: "web",
      courseId: "c9",
      appId: "a1",
      appType: "pc",
      classId: "k2",
    });
  });

  it("[RW-ENT-4] the resource id may come from the query alone; empty values are left out", () => {
    const body = publishPayload({ score: 3, tags: [], text: "" }, {}, "?resourceId=r7&classId=");
    expect(body).toEqual({ resourceId: "r7", score: 3, content: "", message: "" });
  });
});
