import { describe, expect, it } from "vitest";
import { ApiCode } from "@sxz/contract";
import type { ScoreInfo } from "@sxz/contract";
import { call, demoSuite, query, SCORE, USER } from "../support/api";

const suite = demoSuite();

type Params = Record<string, string | number | undefined>;
const list = (params: Params, token?: string, path = "queryMessages") =>
  call(suite.server, "GET", `${SCORE}/${path}?${query(params)}`, { token });

/** Every review of a list, page by page, either by cursor or by page number. */
async function walk(params: Params, by: "cursor" | "page", token?: string): Promise<ScoreInfo[]> {
  const all: ScoreInfo[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 500; page += 1) {
    const answer = await list({ ...params, ...(by === "cursor" ? { cursor } : { page }) }, token);
    expect(answer.body.code).toBe(200);
    all.push(...answer.body.data.scoreInfoList);
    if (!answer.body.data.hasMore) return all;
    cursor = answer.body.data.nextCursor;
  }
  throw new Error("list never ended");
}

const newestFirst = (a: ScoreInfo, b: ScoreInfo) => b.created_time.localeCompare(a.created_time) || b.id - a.id;

describe("queryMessages and scoreList", () => {
  it("[RW-API-2] [RW-ENT-1] [RW-K-5] answers a page of 10 with every review field, avgScore and totalCount", async () => {
    const answer = await list({ resourceId: "course-intro", moduleId: "course" });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.totalCount).toBe(200);
    expect(data.scoreInfoList).toHaveLength(10);
    expect(data.hasMore).toBe(true);
    expect(typeof data.nextCursor).toBe("string");
    const fields = [
      "id",
      "score",
      "content",
      "message",
      "from_user_id",
      "from_user_name",
      "from_user_url",
      "role",
      "isMe",
      "isLiked",
      "likeCount",
      "isTop",
      "isHidden",
      "showTime",
      "created_time",
      "resource_id",
      "resource_type",
      "replyList",
    ];
    for (const review of data.scoreInfoList) expect(Object.keys(review).sort()).toEqual([...fields].sort());
    const distribution = (await call(suite.server, "GET", `${SCORE}/queryMsgCountProportions?resourceId=course-intro`))
      .body.data;
    const sum = distribution.result.reduce(
      (acc: number, row: { score: number; count: number }) => acc + row.score * row.count,
      0,
    );
    expect(data.avgScore).toBe(Math.round((sum / distribution.total) * 10) / 10);
  });

  it("[RW-API-3] answers scoreList like queryMessages", async () => {
    const a = await list({ resourceId: "course-intro", pageSize: 5 });
    const b = await list({ resourceId: "course-intro", pageSize: 5 }, undefined, "scoreList");
    expect(b.body).toEqual(a.body);
  });

  it("[RW-ST-5] lists pinned reviews first, then newest first", async () => {
    const all = await walk({ resourceId: "course-intro", pageSize: 50 }, "cursor");
    expect(all).toHaveLength(200);
    const pinned = all.filter((review) => review.isTop === 1);
    expect(pinned.length).toBeGreaterThanOrEqual(1);
    expect(all.slice(0, pinned.length)).toEqual(pinned);
    const rest = all.slice(pinned.length);
    expect(rest).toEqual([...rest].sort(newestFirst));
  });

  it("sorts hottest as pinned first, then most liked, then newest", async () => {
    const all = await walk({ resourceId: "course-intro", pageSize: 50, sort: "hottest" }, "cursor");
    expect(all).toHaveLength(200);
    const expected = [...all].sort((a, b) => b.isTop - a.isTop || b.likeCount - a.likeCount || newestFirst(a, b));
    expect(all.map((review) => review.id)).toEqual(expected.map((review) => review.id));
    expect(all[1]!.likeCount).toBeGreaterThan(all[all.length - 1]!.likeCount);
  });

  it("gives the same reviews in the same order by cursor as by page number, without repeats", async () => {
    for (const params of [
      { resourceId: "course-intro", pageSize: 7 },
      { resourceId: "course-intro", pageSize: 7, sort: "hottest" },
      { resourceId: "course-intro", pageSize: 7, message: "s5-clear,s1-errors" },
      { resourceId: "course-intro", pageSize: 7, message: "s4-good-pace", sort: "hottest" },
    ]) {
      const byCursor = (await walk(params, "cursor")).map((review) => review.id);
      const byPage = (await walk(params, "page")).map((review) => review.id);
      expect(byCursor).toEqual(byPage);
      expect(new Set(byCursor).size).toBe(byCursor.length);
    }
  });

  it("filters by tags, any of them, and keeps avgScore and totalCount of the whole resource", async () => {
    const all = await walk({ resourceId: "course-intro", pageSize: 50 }, "cursor");
    const has = (review: ScoreInfo, tag: string) => review.message.split(",").includes(tag);
    const one = await walk({ resourceId: "course-intro", pageSize: 50, message: "s5-clear" }, "cursor");
    expect(one.map((r) => r.id)).toEqual(all.filter((r) => has(r, "s5-clear")).map((r) => r.id));
    const either = await walk({ resourceId: "course-intro", pageSize: 50, message: "s5-clear,s1-errors" }, "cursor");
    expect(either.map((r) => r.id)).toEqual(
      all.filter((r) => has(r, "s5-clear") || has(r, "s1-errors")).map((r) => r.id),
    );
    const page = await list({ resourceId: "course-intro", message: "s1-errors" });
    expect(page.body.data.totalCount).toBe(200);
    expect((await list({ resourceId: "course-intro", message: "no-such-tag" })).body.data.scoreInfoList).toEqual([]);
  });

  it("[RW-ST-6] withholds a hidden review's text from everyone but administrators", async () => {
    const find = async (token?: string) =>
      (await walk({ resourceId: "course-intro", pageSize: 50 }, "cursor", token)).find(
        (review) => review.isHidden === 1,
      )!;
    const anonymous = await find();
    expect(anonymous.content).toBe("");
    const asLearner = await find(suite.learner);
    expect(asLearner.content).toBe("");
    const asAdmin = await find(suite.admin);
    expect(asAdmin.id).toBe(anonymous.id);
    expect(asAdmin.content.length).toBeGreaterThan(0);
  });

  it("[RW-ENT-2] nests administrator replies with their fields", async () => {
    const pinned = (await list({ resourceId: "course-intro" })).body.data.scoreInfoList[0];
    expect(pinned.isTop).toBe(1);
    expect(pinned.replyList.length).toBeGreaterThan(0);
    const reply = pinned.replyList[0];
    expect(reply).toMatchObject({ commentId: pinned.id, role: "admin", userName: "Course Admin", from_user_url: "" });
    for (const field of ["id", "content", "userName", "from_user_url", "role", "createdTime", "modifiedTime"])
      expect(reply).toHaveProperty(field);
  });

  it("marks the caller's own review with isMe and liked reviews with isLiked, per caller", async () => {
    const own = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner,
      body: { resourceId: "res-me", score: 4, content: "mine" },
    });
    const other = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner2,
      body: { resourceId: "res-me", score: 5, content: "theirs" },
    });
    await call(suite.server, "POST", "/api/universal/v1/liked", {
      token: suite.learner,
      body: { like_flag: 1, owner_id: USER.learner2, resource_id: other.body.data.id, resource_type: "comment" },
    });
    const asLearner = (await list({ resourceId: "res-me" }, suite.learner)).body.data.scoreInfoList as ScoreInfo[];
    expect(asLearner.find((r) => r.id === own.body.data.id)).toMatchObject({ isMe: true, isLiked: false });
    expect(asLearner.find((r) => r.id === other.body.data.id)).toMatchObject({
      isMe: false,
      isLiked: true,
      likeCount: 1,
    });
    const asLearner2 = (await list({ resourceId: "res-me" }, suite.learner2)).body.data.scoreInfoList as ScoreInfo[];
    expect(asLearner2.find((r) => r.id === other.body.data.id)).toMatchObject({ isMe: true, isLiked: false });
    const anonymous = (await list({ resourceId: "res-me" })).body.data.scoreInfoList as ScoreInfo[];
    expect(anonymous.every((r) => !r.isMe && !r.isLiked)).toBe(true);
  });

  it("caps pageSize at 50 and refuses bad paging with 400, never 500", async () => {
    expect((await list({ resourceId: "course-intro", pageSize: 50 })).body.data.scoreInfoList).toHaveLength(50);
    for (const params of [
      { resourceId: "course-intro", pageSize: 51 },
      { resourceId: "course-intro", pageSize: 0 },
      { resourceId: "course-intro", page: 0 },
      { resourceId: "course-intro", page: "two" },
      { resourceId: "course-intro", sort: "oldest" },
      { pageSize: 10 },
    ]) {
      const answer = await list(params);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body.code).toBe(ApiCode.BAD_REQUEST);
    }
  });

  it("refuses a forged cursor or one from another sort or filter", async () => {
    const first = await list({ resourceId: "course-intro" });
    const cursor = first.body.data.nextCursor as string;
    for (const params of [
      { resourceId: "course-intro", cursor: "not-a-cursor" },
      { resourceId: "course-intro", cursor, sort: "hottest" },
      { resourceId: "course-intro", cursor, message: "s5-clear" },
    ]) {
      const answer = await list(params);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("The list has changed shape; load it again from the first page.");
    }
  });

  it("answers an empty page for a resource nobody rated", async () => {
    const answer = await list({ resourceId: "course-writing" });
    expect(answer.body.data).toEqual({
      avgScore: 0,
      totalCount: 0,
      scoreInfoList: [],
      hasMore: false,
      nextCursor: null,
    });
  });
});
