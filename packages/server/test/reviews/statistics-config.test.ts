import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import type { ConfigItem } from "@sxz/contract";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { call, query, SCORE, signIn } from "../support/api";

let server: TestServer;
let learner: string;
let learner2: string;

beforeAll(async () => {
  server = await startTestServer();
  [learner, learner2] = await Promise.all([signIn(server, "learner"), signIn(server, "learner2")]);
});
afterAll(async () => server.close());

const get = (
  path: string,
  params: Record<string, string | number | boolean | undefined>,
  token?: string,
  lang?: string,
) => call(server, "GET", `${SCORE}/${path}?${query(params)}`, { token, ...(lang ? { lang } : {}) });
const give = (token: string, body: Record<string, unknown>) =>
  call(server, "POST", `${SCORE}/giveScore`, { token, body });

describe("rating distribution and general figures", () => {
  it("[RW-API-3] answers the distribution as five score rows and the total", async () => {
    const data = (await get("queryMsgCountProportions", { resourceId: "course-intro" })).body.data;
    expect(data.result.map((row: { score: number }) => row.score)).toEqual([5, 4, 3, 2, 1]);
    expect(data.total).toBe(200);
    expect(data.result.reduce((acc: number, row: { count: number }) => acc + row.count, 0)).toBe(200);
  });

  it("[RW-API-3] [RW-API-9] answers general figures with the positive share and tag statistics in the request language", async () => {
    const distribution = (await get("queryMsgCountProportions", { resourceId: "course-intro" })).body.data;
    const count = (score: number) => distribution.result.find((row: { score: number }) => row.score === score).count;
    const en = (await get("general", { resourceId: "course-intro" })).body.data;
    expect(en.totalCount).toBe(200);
    expect(en.commenterCount).toBe(200);
    expect(en.recommendedValue).toBeCloseTo((count(4) + count(5)) / 200, 10);
    expect(en.shortCommentStatisticList.length).toBeGreaterThan(0);
    const counts = en.shortCommentStatisticList.map((row: { count: number }) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const clear = en.shortCommentStatisticList.find((row: { code: string }) => row.code === "s5-clear");
    expect(clear.shortComment).toBe("Clear explanations");
    const zh = (await get("general", { resourceId: "course-intro" }, undefined, "zh_CN")).body.data;
    expect(zh.shortCommentStatisticList.find((row: { code: string }) => row.code === "s5-clear").shortComment).toBe(
      "讲解清晰",
    );
  });

  it("answers zeros and a 100% recommended value for a resource without reviews", async () => {
    expect((await get("general", { resourceId: "nothing-here" })).body.data).toEqual({
      avgScore: 0,
      totalCount: 0,
      commenterCount: 0,
      recommendedValue: 1,
      shortCommentStatisticList: [],
    });
    expect((await get("queryMsgCountProportions", { resourceId: "nothing-here" })).body.data.total).toBe(0);
  });

  it("refuses a missing resourceId with 400", async () => {
    expect((await get("general", {})).status).toBe(400);
    expect((await get("queryMsgCountProportions", {})).status).toBe(400);
  });
});

describe("configList", () => {
  it("[RW-ENT-3] [RW-API-9] answers items of types 0, 2, 3, 4, 5 and 6 with their scores", async () => {
    const items = (await get("configList", { moduleId: "course", isNew: true, type: "0,2,3,4,5,6" })).body
      .data as ConfigItem[];
    const of = (type: number) => items.filter((item) => item.type === type);
    expect(new Set(of(0).map((item) => item.score))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(of(2).map((item) => item.score)).toEqual([1, 2, 3, 4, 5]);
    expect(of(3).map((item) => item.score)).toEqual([1, 2, 3, 4, 5]);
    expect(of(4)).toEqual([
      expect.objectContaining({ score: 1, message: "For a low rating, please choose a tag or write a comment." }),
    ]);
    expect(of(5)).toEqual([expect.objectContaining({ score: 0 })]);
    expect(of(6).map((item) => item.score)).toEqual([1, 2, 3, 4, 5]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["code", "id", "message", "score", "type"]);
  });

  it("[RW-3] has every item's text in all 12 languages", async () => {
    const english = (await get("configList", { type: "0,2,3,4,5,6" }, undefined, "en_US")).body.data as ConfigItem[];
    for (const language of LANGUAGES) {
      const items = (await get("configList", { type: "0,2,3,4,5,6" }, undefined, language)).body.data as ConfigItem[];
      expect(items.map((item) => item.code)).toEqual(english.map((item) => item.code));
      for (const item of items) expect(item.message.trim().length, `${language} ${item.code}`).toBeGreaterThan(0);
      if (language !== "en_US") {
        const same = items.filter((item, index) => item.message === english[index]!.message).length;
        expect(same, `${language} looks untranslated`).toBeLessThan(items.length / 4);
      }
    }
  });

  it("filters by type and answers the legacy set (empty here) for isNew=false", async () => {
    const tags = (await get("configList", { type: "0" })).body.data as ConfigItem[];
    expect(tags.length).toBe(15);
    expect(tags.every((item) => item.type === 0)).toBe(true);
    expect(
      (await get("configList", { type: "4,6" })).body.data.every((item: ConfigItem) => [4, 6].includes(item.type)),
    ).toBe(true);
    expect((await get("configList", { isNew: false })).body.data).toEqual([]);
    expect((await get("configList", { type: "zero" })).status).toBe(400);
  });
});

describe("myScore", () => {
  it("[RW-API-9] answers null before rating, then score, every tag of that score with isChoosed, and content", async () => {
    expect((await get("myScore", { moduleId: "course", resourceId: "course-writing" }, learner)).body.data).toBeNull();
    await give(learner, {
      resourceId: "course-writing",
      moduleId: "course",
      score: 4,
      content: "Helpful",
      message: "s4-good-pace",
    });
    const data = (await get("myScore", { moduleId: "course", resourceId: "course-writing" }, learner)).body.data;
    expect(data).toMatchObject({ score: 4, content: "Helpful" });
    expect(data.marks).toEqual([
      { code: "s4-learned-a-lot", message: "Learned a lot", isChoosed: false },
      { code: "s4-good-pace", message: "Good pace", isChoosed: true },
      { code: "s4-good-examples", message: "Good examples", isChoosed: false },
    ]);
  });

  it("[RW-ST-6] withholds the text of the caller's own rating once an admin hid it", async () => {
    const admin = await signIn(server, "admin");
    const { id } = (await give(learner, { resourceId: "hidden-own", score: 5, content: "my words" })).body.data;
    await call(server, "PUT", `${SCORE}/hidden?commentId=${id}`, { token: admin });
    expect((await get("myScore", { resourceId: "hidden-own" }, learner)).body.data).toMatchObject({
      score: 5,
      content: "",
    });
    await call(server, "PUT", `${SCORE}/unHidden?commentId=${id}`, { token: admin });
    expect((await get("myScore", { resourceId: "hidden-own" }, learner)).body.data.content).toBe("my words");
  });

  it("answers null to anonymous callers and to another user", async () => {
    expect((await get("myScore", { resourceId: "course-writing" })).body.data).toBeNull();
    expect((await get("myScore", { resourceId: "course-writing" }, learner2)).body.data).toBeNull();
  });
});

describe("queryMyMessages", () => {
  it("[RW-2] [RW-API-3] lists the caller's reviews across resources, newest first, paginated by page or cursor", async () => {
    for (const resourceId of ["mine-a", "mine-b", "mine-c"])
      await give(learner2, { resourceId, score: 5, content: resourceId });
    const first = (await get("queryMyMessages", { page: 1, pageSize: 2 }, learner2)).body.data;
    expect(first.totalCount).toBe(3);
    expect(first.scoreInfoList.map((review: { content: string }) => review.content)).toEqual(["mine-c", "mine-b"]);
    expect(first.scoreInfoList.every((review: { isMe: boolean }) => review.isMe)).toBe(true);
    expect(first.hasMore).toBe(true);
    const byPage = (await get("queryMyMessages", { page: 2, pageSize: 2 }, learner2)).body.data;
    const byCursor = (await get("queryMyMessages", { cursor: first.nextCursor, pageSize: 2 }, learner2)).body.data;
    expect(byPage.scoreInfoList.map((review: { content: string }) => review.content)).toEqual(["mine-a"]);
    expect(byCursor.scoreInfoList).toEqual(byPage.scoreInfoList);
    expect(byCursor.hasMore).toBe(false);
  });

  it("refuses anonymous callers with 401", async () => {
    expect((await get("queryMyMessages", {})).status).toBe(401);
  });
});
