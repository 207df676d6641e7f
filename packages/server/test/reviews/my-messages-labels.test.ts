import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { call, query, SCORE, signIn } from "../support/api";

let server: TestServer;
let learner: string;

beforeAll(async () => {
  server = await startTestServer();
  learner = await signIn(server, "learner");
});
afterAll(async () => server.close());

const myMessages = (lang: string) =>
  call(server, "GET", `${SCORE}/queryMyMessages?${query({ pageSize: 10 })}`, { token: learner, lang });

describe("queryMyMessages names what a reader needs without the course page", () => {
  it("[RW-2] each review carries its course's name and its tags' texts in the request language", async () => {
    const given = await call(server, "POST", `${SCORE}/giveScore`, {
      token: learner,
      body: { resourceId: "course-writing", moduleId: "course", score: 5, content: "Useful", message: "s5-clear" },
    });
    expect(given.body.code).toBe(200);
    const en = (await myMessages("en_US")).body.data.scoreInfoList[0];
    expect(en.resource_id).toBe("course-writing");
    expect(en.resource_name).toBe("Writing for the Workplace");
    expect(en.message_labels).toEqual([{ code: "s5-clear", label: "Clear explanations" }]);
    const zh = (await myMessages("zh_CN")).body.data.scoreInfoList[0];
    expect(zh.message_labels).toEqual([{ code: "s5-clear", label: "讲解清晰" }]);
  });

  it("[RW-2] a review of a resource that is not a known course has no course name, and no labels when it has no tags", async () => {
    await call(server, "POST", `${SCORE}/giveScore`, {
      token: learner,
      body: { resourceId: "not-a-course", moduleId: "course", score: 4, content: "Fine" },
    });
    const [latest] = (await myMessages("en_US")).body.data.scoreInfoList;
    expect(latest.resource_id).toBe("not-a-course");
    expect(latest).not.toHaveProperty("resource_name");
    expect(latest.message_labels).toEqual([]);
  });
});

describe("tag texts of a course whose module has items of its own", () => {
  it("[RW-2] a course's tag statistics and my reviews name its tags from the course's module, not only from the platform-wide items", async () => {
    // A course of module "ops" with a tag only that module offers (as an operator provisions it); the demo's widget
    // publishes without a resourceType, so the review's resource type is empty.
    const db = server.app.database.db;
    await db
      .insertInto("courses")
      .values({ id: "ops-101", title: "Operations 101", module: "ops", position: 9 })
      .execute();
    const item = await db
      .insertInto("review_config_items")
      .values({ type: 0, score: 5, code: "ops-runbook", module_id: "ops", is_new: 1, position: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("review_config_texts")
      .values([
        { item_id: item.id, language: "en_US", message: "Great runbook" },
        { item_id: item.id, language: "zh_CN", message: "手册很棒" },
      ])
      .execute();
    await db
      .insertInto("course_progress")
      .values({
        user_id: "user-learner",
        tenant_id: "demo",
        course_id: "ops-101",
        progress: 50,
        updated_at: Date.now(),
      })
      .execute();
    const given = await call(server, "POST", `${SCORE}/giveScore`, {
      token: learner,
      body: { resourceId: "ops-101", moduleId: "ops", score: 5, content: "Runbook", message: "ops-runbook" },
    });
    expect(given.body.code).toBe(200);

    // The widget asks for the tag statistics with the resourceId only.
    const general = await call(server, "GET", `${SCORE}/general?${query({ resourceId: "ops-101" })}`, {
      lang: "zh_CN",
    });
    expect(general.body.data.shortCommentStatisticList).toEqual([
      { code: "ops-runbook", shortComment: "手册很棒", count: 1 },
    ]);
    const [mine] = (await myMessages("en_US")).body.data.scoreInfoList;
    expect(mine.message_labels).toEqual([{ code: "ops-runbook", label: "Great runbook" }]);
  });
});
