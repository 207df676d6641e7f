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

const myMessages = (lang: string) => call(server, "GET", `${SCORE}/queryMyMessages?${query({ pageSize: 10 })}`, { token: learner, lang });

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
    await call(server, "POST", `${SCORE}/giveScore`, { token: learner, body: { resourceId: "not-a-course", moduleId: "course", score: 4, content: "Fine" } });
    const [latest] = (await myMessages("en_US")).body.data.scoreInfoList;
    expect(latest.resource_id).toBe("not-a-course");
    expect(latest).not.toHaveProperty("resource_name");
    expect(latest.message_labels).toEqual([]);
  });
});
