import { describe, expect, it } from "vitest";
import { ApiCode } from "@sxz/contract";
import { call, demoSuite, query, SCORE } from "../support/api";

const suite = demoSuite();

const like = (token: string | undefined, reviewId: number, flag: 0 | 1) =>
  call(suite.server, "POST", "/api/universal/v1/liked", {
    token,
    body: { like_flag: flag, owner_id: "someone", resource_id: reviewId, resource_type: "comment" },
  });
const review = async (token: string, resourceId: string, content = "a review") =>
  (
    await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token,
      body: { resourceId, score: 4, content, message: "s4-good-pace" },
    })
  ).body.data as { id: number };
const listed = async (resourceId: string, token?: string) =>
  (await call(suite.server, "GET", `${SCORE}/queryMessages?${query({ resourceId, pageSize: 50 })}`, { token })).body
    .data.scoreInfoList as {
    id: number;
    likeCount: number;
    isLiked: boolean;
    isTop: number;
    isHidden: number;
    content: string;
    replyList: { id: number; content: string; modifiedTime: string }[];
  }[];
const flag = (token: string | undefined, action: string, commentId: number) =>
  call(suite.server, "PUT", `${SCORE}/${action}?commentId=${commentId}`, { token });

describe("likes", () => {
  it("[RW-ENT-5] [RW-API-4] likes and unlikes with the like payload and answers the new state", async () => {
    const { id } = await review(suite.learner2, "like-basic");
    expect((await like(suite.learner, id, 1)).body.data).toEqual({ resource_id: id, isLiked: true, likeCount: 1 });
    expect((await like(suite.learner, id, 0)).body.data).toEqual({ resource_id: id, isLiked: false, likeCount: 0 });
  });

  it("[RW-ST-7] counts a like once however often it is sent, and an unlike of nothing changes nothing", async () => {
    const { id } = await review(suite.learner2, "like-idempotent");
    await like(suite.learner, id, 1);
    expect((await like(suite.learner, id, 1)).body.data.likeCount).toBe(1);
    await like(suite.learner, id, 0);
    expect((await like(suite.learner, id, 0)).body.data.likeCount).toBe(0);
  });

  it("[RW-ST-7] counts 100 concurrent likes by one user once", async () => {
    const { id } = await review(suite.learner2, "like-burst");
    const answers = await Promise.all(Array.from({ length: 100 }, () => like(suite.learner, id, 1)));
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    const [row] = (await listed("like-burst", suite.learner)).filter((r) => r.id === id);
    expect(row).toMatchObject({ likeCount: 1, isLiked: true });
  });

  it("[RW-ST-7] leaves the count equal to the likes after racing likes and unlikes of several users", async () => {
    const { id } = await review(suite.admin, "like-race");
    const users = [suite.learner, suite.learner2, suite.acmeAdmin];
    const calls = Array.from({ length: 90 }, (_, i) => like(users[i % 3], id, (i % 2) as 0 | 1));
    await Promise.all(calls);
    // Settle each user's final state, then the count must equal the number of users who like it.
    const finals: (0 | 1)[] = [1, 0, 1];
    for (const [index, token] of users.entries()) await like(token, id, finals[index]!);
    const rows = await Promise.all(
      users.map(async (token) => (await listed("like-race", token)).find((r) => r.id === id)!),
    );
    expect(rows.map((row) => row.isLiked)).toEqual([true, false, true]);
    expect(rows[0]!.likeCount).toBe(2);
    const db = suite.server.app.database.db;
    const stored = await db
      .selectFrom("review_likes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("review_id", "=", id)
      .executeTakeFirstOrThrow();
    const tagRow = await db
      .selectFrom("review_tags")
      .select("like_count")
      .where("review_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2);
    expect(tagRow.like_count).toBe(2);
  });

  it("refuses anonymous likes, unknown reviews and other payloads", async () => {
    const { id } = await review(suite.learner2, "like-errors");
    expect((await like(undefined, id, 1)).status).toBe(401);
    expect((await like(suite.learner, 99_999_999, 1)).status).toBe(404);
    const wrongType = await call(suite.server, "POST", "/api/universal/v1/liked", {
      token: suite.learner,
      body: { like_flag: 1, resource_id: id, resource_type: "course" },
    });
    expect(wrongType.status).toBe(400);
    const wrongFlag = await call(suite.server, "POST", "/api/universal/v1/liked", {
      token: suite.learner,
      body: { like_flag: 2, resource_id: id, resource_type: "comment" },
    });
    expect(wrongFlag.status).toBe(400);
  });

  it("moves a review up the hottest list as it gathers likes", async () => {
    const a = await review(suite.learner, "like-hot", "first");
    const b = await review(suite.learner2, "like-hot", "second");
    const hottest = async () =>
      (
        (
          await call(
            suite.server,
            "GET",
            `${SCORE}/queryMessages?${query({ resourceId: "like-hot", sort: "hottest" })}`,
          )
        ).body.data.scoreInfoList as { id: number }[]
      ).map((r) => r.id);
    expect(await hottest()).toEqual([b.id, a.id]);
    await like(suite.admin, a.id, 1);
    expect(await hottest()).toEqual([a.id, b.id]);
  });
});

describe("pin and hide", () => {
  it("[RW-API-5] [RW-ST-5] pins and unpins for admins: a pinned review leads both sorts", async () => {
    const older = await review(suite.learner, "pin-res", "older");
    await review(suite.learner2, "pin-res", "newer");
    expect((await flag(suite.admin, "top", older.id)).body.data).toEqual({ id: older.id, isTop: 1, isHidden: 0 });
    expect((await listed("pin-res"))[0]).toMatchObject({ id: older.id, isTop: 1 });
    const hottest = (
      await call(
        suite.server,
        "GET",
        `${SCORE}/queryMessages?${query({ resourceId: "pin-res", sort: "hottest", message: "s4-good-pace" })}`,
      )
    ).body.data;
    expect(hottest.scoreInfoList[0].id).toBe(older.id);
    expect((await flag(suite.admin, "unTop", older.id)).body.data.isTop).toBe(0);
    expect((await listed("pin-res"))[1]).toMatchObject({ id: older.id, isTop: 0 });
  });

  it("[RW-API-5] [RW-ST-6] hides and unhides for admins: the text comes back after unhide", async () => {
    const { id } = await review(suite.learner, "hide-res", "to be hidden");
    expect((await flag(suite.admin, "hidden", id)).body.data).toEqual({ id, isTop: 0, isHidden: 1 });
    expect((await listed("hide-res", suite.learner))[0]).toMatchObject({ isHidden: 1, content: "" });
    expect((await listed("hide-res", suite.admin))[0]).toMatchObject({ isHidden: 1, content: "to be hidden" });
    await flag(suite.admin, "unHidden", id);
    expect((await listed("hide-res", suite.learner))[0]).toMatchObject({ isHidden: 0, content: "to be hidden" });
  });

  it("refuses pin and hide to learners (403), anonymous callers (401) and admins of another school (404)", async () => {
    const { id } = await review(suite.learner, "perm-res");
    for (const action of ["top", "unTop", "hidden", "unHidden"]) {
      expect((await flag(suite.learner, action, id)).status).toBe(403);
      expect((await flag(undefined, action, id)).status).toBe(401);
      expect((await flag(suite.acmeAdmin, action, id)).status).toBe(404);
    }
    expect((await flag(suite.admin, "top", 99_999_999)).status).toBe(404);
    expect((await flag(suite.admin, "top", Number.NaN)).status).toBe(400);
    expect((await listed("perm-res"))[0]).toMatchObject({ isTop: 0, isHidden: 0 });
  });
});

describe("delete", () => {
  const distributionTotal = async (resourceId: string) =>
    (await call(suite.server, "GET", `${SCORE}/queryMsgCountProportions?resourceId=${resourceId}`)).body.data
      .total as number;

  it("[RW-API-4] [RW-ROLE-2] [RW-ROLE-5] lets the author delete their review and keeps the counters right", async () => {
    const { id } = await review(suite.learner, "del-own");
    await like(suite.learner2, id, 1);
    expect(await distributionTotal("del-own")).toBe(1);
    const answer = await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`, { token: suite.learner });
    expect(answer.body).toMatchObject({ code: 200, data: null });
    expect(await listed("del-own")).toEqual([]);
    expect(await distributionTotal("del-own")).toBe(0);
    const general = (await call(suite.server, "GET", `${SCORE}/general?resourceId=del-own`)).body.data;
    expect(general.shortCommentStatisticList).toEqual([]);
    // The author can rate again afterwards.
    expect((await review(suite.learner, "del-own")).id).not.toBe(id);
  });

  it("[RW-ROLE-5] refuses another learner's review (403) and lets an admin of the school delete any", async () => {
    const { id } = await review(suite.learner, "del-other");
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`, { token: suite.learner2 })).status).toBe(403);
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`, { token: suite.acmeAdmin })).status).toBe(
      403,
    );
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`)).status).toBe(401);
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`, { token: suite.admin })).body.code).toBe(200);
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`, { token: suite.admin })).status).toBe(404);
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/abc`, { token: suite.admin })).status).toBe(400);
  });
});

describe("replies", () => {
  it("[RW-API-6] [RW-ENT-6] [RW-ROLE-3] lets an admin add, edit and delete a reply", async () => {
    const { id } = await review(suite.learner, "reply-res");
    const added = await call(suite.server, "POST", `${SCORE}/addReply`, {
      token: suite.admin,
      body: { commentId: id, content: "  Thanks!  " },
    });
    expect(added.body.data).toMatchObject({
      commentId: id,
      content: "Thanks!",
      role: "admin",
      userName: "Course Admin",
    });
    const replyId = added.body.data.id as number;
    expect((await listed("reply-res"))[0]!.replyList.map((reply) => reply.id)).toEqual([replyId]);

    const updated = await call(suite.server, "POST", `${SCORE}/updateReply`, {
      token: suite.admin,
      body: { commentId: id, id: replyId, content: "Thanks, fixed." },
    });
    expect(updated.body.data).toMatchObject({ id: replyId, content: "Thanks, fixed." });
    expect(Date.parse(updated.body.data.modifiedTime)).toBeGreaterThanOrEqual(Date.parse(added.body.data.createdTime));
    expect((await listed("reply-res"))[0]!.replyList[0]).toMatchObject({
      content: "Thanks, fixed.",
      modifiedTime: updated.body.data.modifiedTime,
    });

    expect(
      (await call(suite.server, "POST", `${SCORE}/deleteReply?replyId=${replyId}`, { token: suite.admin })).body.code,
    ).toBe(200);
    expect((await listed("reply-res"))[0]!.replyList).toEqual([]);
    expect(
      (await call(suite.server, "POST", `${SCORE}/deleteReply?replyId=${replyId}`, { token: suite.admin })).status,
    ).toBe(404);
  });

  it("[RW-VAL-5] [RW-K-5] accepts 250 characters, refuses 251 and empty replies", async () => {
    const { id } = await review(suite.learner, "reply-limits");
    expect(
      (
        await call(suite.server, "POST", `${SCORE}/addReply`, {
          token: suite.admin,
          body: { commentId: id, content: "r".repeat(250) },
        })
      ).body.code,
    ).toBe(200);
    const long = await call(suite.server, "POST", `${SCORE}/addReply`, {
      token: suite.admin,
      body: { commentId: id, content: "r".repeat(251) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("You can enter 250 character(s) at most");
    const empty = await call(suite.server, "POST", `${SCORE}/addReply`, {
      token: suite.admin,
      body: { commentId: id, content: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("The reply cannot be empty.");
    const sensitive = await call(suite.server, "POST", `${SCORE}/addReply`, {
      token: suite.admin,
      body: { commentId: id, content: "visit our casino" },
    });
    expect(sensitive.body.code).toBe(ApiCode.SENSITIVE_CONTENT);
  });

  it("[RW-ROLE-3] refuses replies to learners, anonymous callers, admins of another school, and mismatched ids", async () => {
    const { id } = await review(suite.learner, "reply-perms");
    expect(
      (
        await call(suite.server, "POST", `${SCORE}/addReply`, {
          token: suite.learner,
          body: { commentId: id, content: "hi" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(suite.server, "POST", `${SCORE}/addReply`, { body: { commentId: id, content: "hi" } })).status,
    ).toBe(401);
    expect(
      (
        await call(suite.server, "POST", `${SCORE}/addReply`, {
          token: suite.acmeAdmin,
          body: { commentId: id, content: "hi" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(suite.server, "POST", `${SCORE}/addReply`, {
          token: suite.admin,
          body: { commentId: 99_999_999, content: "hi" },
        })
      ).status,
    ).toBe(404);
    const reply = (
      await call(suite.server, "POST", `${SCORE}/addReply`, {
        token: suite.admin,
        body: { commentId: id, content: "hi" },
      })
    ).body.data;
    const other = await review(suite.learner2, "reply-perms");
    const mismatch = await call(suite.server, "POST", `${SCORE}/updateReply`, {
      token: suite.admin,
      body: { commentId: other.id, id: reply.id, content: "x" },
    });
    expect(mismatch.status).toBe(400);
    expect(
      (
        await call(suite.server, "POST", `${SCORE}/updateReply`, {
          token: suite.learner,
          body: { commentId: id, id: reply.id, content: "x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(suite.server, "POST", `${SCORE}/deleteReply?replyId=${reply.id}`, { token: suite.acmeAdmin })).status,
    ).toBe(404);
    expect(
      (await call(suite.server, "POST", `${SCORE}/deleteReply?replyId=${reply.id}`, { token: suite.learner })).status,
    ).toBe(403);
  });
});

describe("content moderation and the sensitive-word list", () => {
  const check = (content: string, token?: string) =>
    call(suite.server, "POST", "/api/common/api/moderation/v1/content", { token, body: { content } });

  it("[RW-API-7] answers block for sensitive content and pass otherwise", async () => {
    expect((await check("A helpful course")).body).toMatchObject({ code: 200, data: { message: "pass" } });
    expect((await check("best Casino deals")).body.data).toEqual({ message: "block" });
    expect((await check("")).body.data).toEqual({ message: "pass" });
    expect((await call(suite.server, "POST", "/api/common/api/moderation/v1/content", { body: {} })).status).toBe(400);
  });

  it("lets an admin replace the school's list, which giveScore and the check in that school follow at once", async () => {
    expect((await call(suite.server, "GET", `${SCORE}/sensitiveWords`, { token: suite.learner })).status).toBe(403);
    const before = (await call(suite.server, "GET", `${SCORE}/sensitiveWords`, { token: suite.admin })).body.data
      .words as string[];
    expect(before).toContain("casino");
    const put = await call(suite.server, "PUT", `${SCORE}/sensitiveWords`, {
      token: suite.admin,
      body: { words: [...before, " spoiler ", "spoiler"] },
    });
    expect(put.body.data.words.filter((word: string) => word === "spoiler")).toHaveLength(1);
    expect((await check("no spoiler please", suite.learner)).body.data.message).toBe("block");
    const refused = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner,
      body: { resourceId: "words-res", score: 5, content: "Spoiler: great" },
    });
    expect(refused.body.code).toBe(ApiCode.SENSITIVE_CONTENT);
    await call(suite.server, "PUT", `${SCORE}/sensitiveWords`, { token: suite.admin, body: { words: before } });
    expect((await check("no spoiler please", suite.learner)).body.data.message).toBe("pass");
  });
});
