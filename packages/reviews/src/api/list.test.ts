import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axiosRequest, giveScore, login, seedReviews, startListServer } from "../../test/list/real-server";
import type { TestServer } from "../../test/list/real-server";
import { createListApi } from "./list";
import { BusyError, createRequester, EnvelopeError } from "./request";
import type { RequestConfig, RequestFunction } from "./request";

// The writes' calls from their own module (the widget loads them with the list's editors).
const loadWriteCalls = () => import("./list-writes").then((module) => module.createListWriteCalls);

let server: TestServer;
beforeAll(async () => {
  server = await startListServer();
  await seedReviews(server, "api-course", 12);
}, 60_000);
afterAll(() => server?.close());

/** The real request function, recording every call the list API makes. */
async function recordingApi(username: string) {
  const real = axiosRequest(server, await login(server, username));
  const configs: RequestConfig[] = [];
  const request: RequestFunction = (config) => {
    configs.push(config);
    return real(config);
  };
  return { api: createListApi(createRequester(request), loadWriteCalls), configs };
}

describe("list calls (real server)", () => {
  it("[RW-API-2] [RW-K-5] lists a page of 10 with resourceId, moduleId, tags as message and the sort", async () => {
    const { api, configs } = await recordingApi("learner");
    const page = await api.queryMessages({
      resourceId: "api-course",
      moduleId: "course",
      page: 1,
      tags: ["s5-clear", "s4-good-pace"],
      sort: "hottest",
    });
    expect(configs[0]).toMatchObject({
      method: "GET",
      url: "/api/universal/v1/score/queryMessages",
      params: {
        resourceId: "api-course",
        moduleId: "course",
        page: 1,
        pageSize: 10,
        message: "s5-clear,s4-good-pace",
        sort: "hottest",
      },
    });
    expect(page).toHaveProperty("avgScore");
    expect(page).toHaveProperty("totalCount", 12);
    for (const review of page.scoreInfoList)
      expect(review.message.split(",").some((t) => ["s5-clear", "s4-good-pace"].includes(t))).toBe(true);
  });

  it("sends the star filter as scores and the search as q, and reads what the server applied", async () => {
    await giveScore(server, "learner", { resourceId: "api-filter", score: 2, content: "The video was blurry" });
    await giveScore(server, "learner2", { resourceId: "api-filter", score: 5, content: "Sharp video, good pace" });
    const { api, configs } = await recordingApi("admin");
    const twos = await api.queryMessages({ resourceId: "api-filter", page: 1, scores: [1, 2] });
    expect(configs[0]!.params).toMatchObject({ scores: "1,2" });
    expect(configs[0]!.params).not.toHaveProperty("q");
    expect(twos.scoreInfoList.map((r) => r.score)).toEqual([2]);
    expect(twos.appliedFilter).toEqual({ scores: [1, 2], q: null, totalCount: 1 });
    const found = await api.queryMessages({ resourceId: "api-filter", page: 1, q: "VIDEO sharp" });
    expect(configs[1]!.params).toMatchObject({ q: "VIDEO sharp" });
    expect(found.scoreInfoList.map((r) => r.content)).toEqual(["Sharp video, good pace"]);
    expect(found.appliedFilter).toEqual({ scores: null, q: ["video", "sharp"], totalCount: null });
    const plain = await api.queryMessages({ resourceId: "api-filter", page: 1, scores: [], q: "" });
    expect(configs[2]!.params).not.toHaveProperty("scores");
    expect(plain.appliedFilter).toBeUndefined();
  });

  it("[RW-API-3] scoreList, queryMyMessages and general answer with their shapes", async () => {
    await giveScore(server, "learner", { resourceId: "api-course", score: 3, content: "ok" });
    const { api, configs } = await recordingApi("learner");
    const list = await api.scoreList({ resourceId: "api-course", page: 1 });
    expect(list.scoreInfoList.length).toBe(10);
    const mine = await api.queryMyMessages({ page: 1 });
    expect(mine.scoreInfoList.every((r) => r.isMe)).toBe(true);
    const general = await api.general("api-course");
    expect(general.shortCommentStatisticList.length).toBeGreaterThan(0);
    expect(configs.map((c) => c.url)).toEqual([
      "/api/universal/v1/score/scoreList",
      "/api/universal/v1/score/queryMyMessages",
      "/api/universal/v1/score/general",
    ]);
  });

  it("[RW-API-4] [RW-ENT-5] like posts the like payload; delete is GET deleteScore/{id}", async () => {
    const id = await giveScore(server, "learner", { resourceId: "api-like", score: 5 });
    const { api, configs } = await recordingApi("admin");
    const liked = await api.like({ id, from_user_id: "user-learner" }, true);
    expect(configs[0]).toEqual({
      method: "POST",
      url: "/api/universal/v1/liked",
      data: { like_flag: 1, owner_id: "user-learner", resource_id: id, resource_type: "comment" },
    });
    expect(liked).toEqual({ isLiked: true, likeCount: 1 });
    expect(await api.like({ id, from_user_id: "user-learner" }, false)).toEqual({ isLiked: false, likeCount: 0 });
    expect((configs[1]!.data as { like_flag: number }).like_flag).toBe(0);
    await api.deleteScore(id);
    expect(configs[2]).toMatchObject({ method: "GET", url: `/api/universal/v1/score/deleteScore/${id}` });
    await expect(api.deleteScore(id)).rejects.toBeInstanceOf(EnvelopeError);
  });

  it("[RW-API-5] hide, unhide, pin and unpin are PUTs with commentId", async () => {
    const id = await giveScore(server, "learner", { resourceId: "api-flags", score: 4 });
    const { api, configs } = await recordingApi("admin");
    await api.hide(id);
    expect((await api.queryMessages({ resourceId: "api-flags", page: 1 })).scoreInfoList[0]).toMatchObject({
      id,
      isHidden: 1,
    });
    await api.unhide(id);
    await api.pin(id);
    expect((await api.queryMessages({ resourceId: "api-flags", page: 1 })).scoreInfoList[0]).toMatchObject({
      id,
      isHidden: 0,
      isTop: 1,
    });
    await api.unpin(id);
    expect(configs.filter((c) => c.method === "PUT").map((c) => [c.method, c.url, c.params])).toEqual([
      ["PUT", "/api/universal/v1/score/hidden", { commentId: id }],
      ["PUT", "/api/universal/v1/score/unHidden", { commentId: id }],
      ["PUT", "/api/universal/v1/score/top", { commentId: id }],
      ["PUT", "/api/universal/v1/score/unTop", { commentId: id }],
    ]);
  });

  it("[RW-API-6] [RW-ENT-6] replies: add gives the reply, update carries id and gives modifiedTime and content, delete by replyId", async () => {
    const id = await giveScore(server, "learner", { resourceId: "api-replies", score: 4 });
    const { api, configs } = await recordingApi("admin");
    const reply = (await api.addReply({ commentId: id, content: "Thanks" }))!;
    expect(reply).toMatchObject({ commentId: id, content: "Thanks", role: "admin" });
    expect(configs[0]).toEqual({
      method: "POST",
      url: "/api/universal/v1/score/addReply",
      data: { commentId: id, content: "Thanks" },
    });
    const updated = await api.updateReply({ commentId: id, content: "Thanks a lot", id: reply.id });
    expect(updated).toMatchObject({ content: "Thanks a lot" });
    expect(typeof updated.modifiedTime).toBe("string");
    expect(configs[1]!.data).toEqual({ commentId: id, content: "Thanks a lot", id: reply.id });
    await api.deleteReply(reply.id);
    expect(configs[2]).toMatchObject({
      method: "POST",
      url: "/api/universal/v1/score/deleteReply",
      params: { replyId: reply.id },
    });
  });

  it("[RW-ROLE-3] the server refuses moderation by a learner", async () => {
    const id = await giveScore(server, "learner", { resourceId: "api-refused", score: 4 });
    const { api } = await recordingApi("learner");
    await expect(api.pin(id)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(api.addReply({ commentId: id, content: "hi" })).rejects.toBeInstanceOf(EnvelopeError);
  });

  it("a dropped connection is a busy failure, not a crash", async () => {
    const api = createListApi(
      createRequester(axiosRequest({ ...server, url: "http://127.0.0.1:9" } as TestServer, null)),
      loadWriteCalls,
    );
    await expect(api.queryMessages({ resourceId: "x", page: 1 })).rejects.toBeInstanceOf(BusyError);
  });
});
