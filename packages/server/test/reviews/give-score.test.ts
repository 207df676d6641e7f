import { describe, expect, it } from "vitest";
import { ApiCode, LANGUAGES } from "@sxz/contract";
import { call, demoSuite, query, SCORE, setProgress, signIn, USER } from "../support/api";

const suite = demoSuite();

const give = (token: string | undefined, body: Record<string, unknown>, lang?: string) =>
  call(suite.server, "POST", `${SCORE}/giveScore`, { token, body, ...(lang ? { lang } : {}) });
const mine = (token: string, resourceId: string) =>
  call(suite.server, "GET", `${SCORE}/myScore?${query({ resourceId, moduleId: "course" })}`, { token });
const distribution = async (resourceId: string) =>
  (await call(suite.server, "GET", `${SCORE}/queryMsgCountProportions?resourceId=${resourceId}`)).body.data as {
    result: { score: number; count: number }[];
    total: number;
  };

describe("giveScore", () => {
  it("[RW-API-1] [RW-ENT-4] publishes the full payload and answers the saved review", async () => {
    const answer = await give(suite.learner, {
      resourceId: "course-intro",
      moduleId: "course",
      content: "Very clear course",
      score: 5,
      resourceType: "course",
      source: "web",
      message: "s5-clear,s5-practical",
      courseId: "course-intro",
      appId: "app-1",
      appType: "h5",
      classId: "class-7",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      score: 5,
      content: "Very clear course",
      message: "s5-clear,s5-practical",
      from_user_id: USER.learner,
      isMe: true,
      resource_id: "course-intro",
      resource_type: "course",
      likeCount: 0,
      isTop: 0,
      isHidden: 0,
      replyList: [],
    });
    expect(Number.isInteger(answer.body.data.id)).toBe(true);
  });

  it("keeps one rating per user and resource: a second publish updates it and moves the counters", async () => {
    const before = await distribution("course-intro");
    const first = (await mine(suite.learner, "course-intro")).body.data;
    const answer = await give(suite.learner, {
      resourceId: "course-intro",
      moduleId: "course",
      content: "Changed my mind",
      score: 3,
      message: "s3-average",
    });
    expect(answer.body.data.id).toBe(first.id);
    const after = await distribution("course-intro");
    expect(after.total).toBe(before.total);
    const count = (d: typeof before, score: number) => d.result.find((row) => row.score === score)!.count;
    expect(count(after, 5)).toBe(count(before, 5) - 1);
    expect(count(after, 3)).toBe(count(before, 3) + 1);
    expect((await mine(suite.learner, "course-intro")).body.data).toMatchObject({
      score: 3,
      content: "Changed my mind",
    });
  });

  it("[RW-VAL-4] trims the text and accepts exactly 200 characters (an emoji counts as one)", async () => {
    const text = "a".repeat(199) + "😀";
    const answer = await give(suite.learner, { resourceId: "res-length", score: 4, content: `   ${text}  \n` });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.content).toBe(text);
  });

  it("[RW-VAL-4] [RW-K-5] refuses 201 characters with the atMost message and keeps the earlier rating", async () => {
    const answer = await give(suite.learner, { resourceId: "res-length", score: 2, content: "b".repeat(201) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: ApiCode.BAD_REQUEST,
      data: null,
      message: "You can enter 200 character(s) at most",
    });
    expect((await mine(suite.learner, "res-length")).body.data.score).toBe(4);
  });

  it("[RW-VAL-6] refuses control and bidirectional-override characters as invalid chars", async () => {
    for (const content of ["bad\u0000byte", "evil \u202Etxt.exe", "bell\u0007"]) {
      const answer = await give(suite.learner, { resourceId: "res-chars", score: 4, content });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Comment contains invalid chars");
    }
    // Line breaks, tabs, emoji and right-to-left scripts are ordinary text.
    expect(
      (await give(suite.learner, { resourceId: "res-chars", score: 4, content: "سطر\n\tline 😀" })).body.code,
    ).toBe(200);
  });

  it("[RW-VAL-9] refuses a learner under 30% with 901200001 and the spec's message, in the request language", async () => {
    const answer = await give(suite.learner2, {
      resourceId: "course-intro",
      moduleId: "course",
      score: 4,
      content: "ok",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: ApiCode.PROGRESS_TOO_LOW,
      data: null,
      message: "You can comment on this course only when you have completed at least 30% of the course content.",
    });
    const zh = await give(suite.learner2, { resourceId: "course-intro", score: 4 }, "zh_CN");
    expect(zh.body.message).toBe("课程内容学习完成30%及以上才可以评论哦");
    expect((await mine(suite.learner2, "course-intro")).body.data).toBeNull();
  });

  it("[RW-3] [RW-VAL-8] [RW-VAL-9] answers the progress and sensitive-content refusals in each of the 12 languages", async () => {
    const progress = new Set<string>();
    const sensitive = new Set<string>();
    for (const language of LANGUAGES) {
      const low = await give(suite.learner2, { resourceId: "course-intro", score: 4 }, language);
      expect(low.body.code).toBe(ApiCode.PROGRESS_TOO_LOW);
      expect(low.body.message).toContain("30");
      progress.add(low.body.message);
      const bad = await give(suite.learner, { resourceId: "res-sensitive", score: 4, content: "casino" }, language);
      expect(bad.body.code).toBe(ApiCode.SENSITIVE_CONTENT);
      sensitive.add(bad.body.message);
    }
    expect(progress.size).toBe(LANGUAGES.length);
    expect(sensitive.size).toBe(LANGUAGES.length);
  });

  it("[RW-VAL-9] [RW-K-5] draws the line at exactly 30%: 29 is refused, 30 is accepted", async () => {
    await setProgress(suite.server, suite.admin, "course-data", USER.learner2, 29);
    expect((await give(suite.learner2, { resourceId: "course-data", score: 4 })).body.code).toBe(
      ApiCode.PROGRESS_TOO_LOW,
    );
    await setProgress(suite.server, suite.admin, "course-data", USER.learner2, 30);
    expect((await give(suite.learner2, { resourceId: "course-data", score: 4 })).body.code).toBe(200);
  });

  it("applies the progress rule of courseId when the rated resource is a part of a course", async () => {
    const answer = await give(suite.learner2, {
      resourceId: "section-intro-1",
      courseId: "course-intro",
      moduleId: "section",
      score: 5,
    });
    expect(answer.body.code).toBe(ApiCode.PROGRESS_TOO_LOW);
    // Naming a course the learner did study as courseId does not lift the rule of the rated course.
    const trick = await give(suite.learner2, {
      resourceId: "course-intro",
      courseId: "course-data",
      moduleId: "course",
      score: 5,
    });
    expect(trick.body.code).toBe(ApiCode.PROGRESS_TOO_LOW);
  });

  it("[RW-VAL-8] refuses sensitive words with 901100002 and the sensitive-content message, whatever their width or case", async () => {
    for (const content of ["this is a casino ad", "ＣＡＳＩＮＯ", "含有敏感词的评论"]) {
      const answer = await give(suite.learner, { resourceId: "res-sensitive", score: 5, content });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        code: ApiCode.SENSITIVE_CONTENT,
        data: null,
        message: "Your input may contain sensitive information, please modify.",
      });
    }
    expect((await mine(suite.learner, "res-sensitive")).body.data).toBeNull();
  });

  it("[RW-ENT-3] accepts only the tags configured for the chosen score", async () => {
    const wrongScore = await give(suite.learner, { resourceId: "res-tags", score: 2, message: "s5-clear" });
    expect(wrongScore.status).toBe(400);
    expect(wrongScore.body.message).toBe('The tag "s5-clear" cannot be chosen for a 2-star rating.');
    expect((await give(suite.learner, { resourceId: "res-tags", score: 2, message: "made-up" })).status).toBe(400);
    expect((await give(suite.learner, { resourceId: "res-tags", score: 2, message: "s2-unclear" })).body.code).toBe(
      200,
    );
  });

  it("[RW-VAL-10] stores repeated tags once", async () => {
    const answer = await give(suite.learner, {
      resourceId: "res-dedupe",
      score: 5,
      message: "s5-clear, s5-clear,,s5-engaging",
    });
    expect(answer.body.data.message).toBe("s5-clear,s5-engaging");
    const general = (await call(suite.server, "GET", `${SCORE}/general?resourceId=res-dedupe`)).body.data;
    expect(general.shortCommentStatisticList.find((row: { code: string }) => row.code === "s5-clear").count).toBe(1);
  });

  it("answers malformed payloads with 400 envelopes, never 500", async () => {
    const bodies = [
      { resourceId: "res-bad", score: 0 },
      { resourceId: "res-bad", score: 6 },
      { resourceId: "res-bad", score: 2.5 },
      { resourceId: "res-bad", score: "five" },
      { score: 4 },
      { resourceId: "", score: 4 },
      { resourceId: "res-bad", score: 4, content: "x".repeat(5000) },
    ];
    for (const body of bodies) {
      const answer = await give(suite.learner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ApiCode.BAD_REQUEST);
    }
    const notJson = await fetch(`${suite.server.url}${SCORE}/giveScore`, {
      method: "POST",
      headers: { authorization: `Bearer ${suite.learner}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses anonymous callers with 401", async () => {
    const answer = await give(undefined, { resourceId: "res-anon", score: 5 });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it("keeps one review and exact counters when the same user publishes 30 times at once", async () => {
    const scores = Array.from({ length: 30 }, (_, i) => (i % 5) + 1);
    const tagOf: Record<number, string> = {
      1: "s1-errors",
      2: "s2-unclear",
      3: "s3-average",
      4: "s4-good-pace",
      5: "s5-clear",
    };
    const answers = await Promise.all(
      scores.map((score) => give(suite.learner, { resourceId: "res-race", score, message: tagOf[score] })),
    );
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    const final = (await mine(suite.learner, "res-race")).body.data;
    const counts = await distribution("res-race");
    expect(counts.total).toBe(1);
    expect(counts.result.find((row) => row.score === final.score)!.count).toBe(1);
    const general = (await call(suite.server, "GET", `${SCORE}/general?resourceId=res-race`)).body.data;
    expect(general.shortCommentStatisticList).toEqual([
      expect.objectContaining({ code: tagOf[final.score], count: 1 }),
    ]);
  });

  it("keeps counters exact when several users change their ratings at the same time", async () => {
    const others = await Promise.all([signIn(suite.server, "acme-learner"), signIn(suite.server, "acme-admin")]);
    const users = [suite.learner, suite.learner2, suite.admin, ...others];
    const tagOf: Record<number, string> = {
      1: "s1-errors",
      2: "s2-unclear",
      3: "s3-average",
      4: "s4-good-pace",
      5: "s5-clear",
    };
    const calls = users.flatMap((token, u) =>
      Array.from({ length: 12 }, (_, round) => {
        // Users move in opposite directions, so their counter updates cross.
        const score = u % 2 === 0 ? (round % 5) + 1 : 5 - (round % 5);
        return give(token, { resourceId: "res-swap", score, message: tagOf[score] });
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer.body.code !== 200).map((answer) => answer.body)).toEqual([]);
    const db = suite.server.app.database.db;
    const rows = await db
      .selectFrom("reviews")
      .select(["score", "tags"])
      .where("resource_id", "=", "res-swap")
      .execute();
    expect(rows).toHaveLength(users.length);
    const counts = await distribution("res-swap");
    for (const { score, count } of counts.result)
      expect(count, `score ${score}`).toBe(rows.filter((row) => row.score === score).length);
    const tagCounts = await db
      .selectFrom("review_tag_counts")
      .select(["tag_code", "count"])
      .where("resource_id", "=", "res-swap")
      .execute();
    for (const { tag_code, count } of tagCounts)
      expect(count, tag_code).toBe(rows.filter((row) => row.tags === tag_code).length);
  });
});
