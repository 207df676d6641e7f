import { describe, expect, it } from "vitest";
import { call, demoSuite, USER } from "../support/api";

const suite = demoSuite();

const progress = (courseId: string, token?: string) =>
  call(suite.server, "GET", `/api/learning/v1/courses/${courseId}/progress`, { token });
const setProgress = (courseId: string, token: string | undefined, body: unknown) =>
  call(suite.server, "PUT", `/api/learning/v1/courses/${courseId}/progress`, { token, body });

describe("courses and study progress", () => {
  it("lists the three demo courses to anyone", async () => {
    const answer = await call(suite.server, "GET", "/api/learning/v1/courses");
    expect(answer.body.data).toEqual([
      { id: "course-intro", title: "Introduction to Online Learning", module: "course" },
      { id: "course-data", title: "Data Literacy Basics", module: "course" },
      { id: "course-writing", title: "Writing for the Workplace", module: "course" },
    ]);
  });

  it("[RW-VAL-9] seeds learner at 30% or more on every course and learner2 under 30% on course-intro", async () => {
    for (const course of ["course-intro", "course-data", "course-writing"]) {
      expect((await progress(course, suite.learner)).body.data.progress).toBeGreaterThanOrEqual(30);
    }
    expect((await progress("course-intro", suite.learner2)).body.data.progress).toBeLessThan(30);
    // learner has not rated course-intro: the demo journey rates it.
    const mine = await call(suite.server, "GET", "/api/universal/v1/score/myScore?resourceId=course-intro", {
      token: suite.learner,
    });
    expect(mine.body.data).toBeNull();
  });

  it("answers the caller's own progress only, 0 for a course never studied, 401 when anonymous, 404 for an unknown course", async () => {
    expect((await progress("course-writing", suite.learner2)).body.data).toEqual({ progress: 0 });
    expect((await progress("course-intro")).status).toBe(401);
    expect((await progress("no-such-course", suite.learner)).status).toBe(404);
  });

  it("lets an admin set a member's progress, and nobody else", async () => {
    expect(
      (await setProgress("course-writing", suite.admin, { userId: USER.learner2, progress: 80 })).body.data,
    ).toEqual({ progress: 80 });
    expect((await progress("course-writing", suite.learner2)).body.data.progress).toBe(80);
    expect((await setProgress("course-writing", suite.learner, { userId: USER.learner, progress: 100 })).status).toBe(
      403,
    );
    expect((await setProgress("course-writing", undefined, { userId: USER.learner, progress: 100 })).status).toBe(401);
    // An admin of another school cannot reach this school's learners.
    expect((await setProgress("course-writing", suite.acmeAdmin, { userId: USER.learner2, progress: 5 })).status).toBe(
      404,
    );
    expect((await progress("course-writing", suite.learner2)).body.data.progress).toBe(80);
  });

  it("refuses progress outside 0..100 and unknown courses", async () => {
    for (const value of [-1, 101, 50.5, "half"]) {
      expect(
        (await setProgress("course-writing", suite.admin, { userId: USER.learner2, progress: value })).status,
      ).toBe(400);
    }
    expect((await setProgress("nope", suite.admin, { userId: USER.learner2, progress: 50 })).status).toBe(404);
  });

  it("documents every ratings, moderation and course route in the OpenAPI document", async () => {
    const document = await (await fetch(`${suite.server.url}/api/docs/openapi.json`)).json();
    const paths = Object.keys(document.paths);
    const score = "/api/universal/v1/score";
    for (const path of [
      `${score}/giveScore`,
      `${score}/queryMessages`,
      `${score}/scoreList`,
      `${score}/queryMyMessages`,
      `${score}/queryMsgCountProportions`,
      `${score}/general`,
      `${score}/configList`,
      `${score}/myScore`,
      `${score}/deleteScore/{id}`,
      "/api/universal/v1/liked",
      `${score}/top`,
      `${score}/unTop`,
      `${score}/hidden`,
      `${score}/unHidden`,
      `${score}/addReply`,
      `${score}/updateReply`,
      `${score}/deleteReply`,
      `${score}/sensitiveWords`,
      "/api/common/api/moderation/v1/content",
      "/api/learning/v1/courses",
      "/api/learning/v1/courses/{id}/progress",
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
