import { describe, expect, it } from "vitest";
import type { ScoreInfo } from "@sxz/contract";
import { call, demoSuite, query, SCORE, setProgress, USER } from "../support/api";

const suite = demoSuite();

type Params = Record<string, string | number | undefined>;
const list = (params: Params, token?: string) =>
  call(suite.server, "GET", `${SCORE}/queryMessages?${query(params)}`, { token });

async function walk(params: Params, by: "cursor" | "page"): Promise<ScoreInfo[]> {
  const all: ScoreInfo[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 500; page += 1) {
    const answer = await list({ ...params, ...(by === "cursor" ? { cursor } : { page }) });
    expect(answer.body.code).toBe(200);
    all.push(...answer.body.data.scoreInfoList);
    if (!answer.body.data.hasMore) return all;
    cursor = answer.body.data.nextCursor;
  }
  throw new Error("list never ended");
}

describe("star filter", () => {
  it("lists only the chosen scores, says it applied the filter, and counts the filtered list", async () => {
    const distribution = (await call(suite.server, "GET", `${SCORE}/queryMsgCountProportions?resourceId=course-intro`))
      .body.data;
    const countOf = (score: number) =>
      distribution.result.find((row: { score: number }) => row.score === score).count as number;
    for (const scores of ["2", "1,2", " 5 , 4 "]) {
      const wanted = scores.split(",").map((s) => Number(s.trim()));
      const first = await list({ resourceId: "course-intro", scores, pageSize: 5 });
      expect(first.body.data.appliedFilter).toEqual({
        scores: [...wanted].sort(),
        totalCount: wanted.reduce((sum, s) => sum + countOf(s), 0),
      });
      // The spec's totals stay those of the whole resource.
      expect(first.body.data.totalCount).toBe(distribution.total);
      for (const sort of ["latest", "hottest"]) {
        const byCursor = await walk({ resourceId: "course-intro", scores, pageSize: 7, sort }, "cursor");
        const byPage = await walk({ resourceId: "course-intro", scores, pageSize: 7, sort }, "page");
        expect(byCursor.map((r) => r.id)).toEqual(byPage.map((r) => r.id));
        expect(byCursor).toHaveLength(wanted.reduce((sum, s) => sum + countOf(s), 0));
        expect(byCursor.every((review) => wanted.includes(review.score))).toBe(true);
      }
    }
  });

  it("combines with the tag filter, and lists without it answer as the spec says (no appliedFilter)", async () => {
    const all = await walk({ resourceId: "course-intro", pageSize: 50 }, "cursor");
    const tags = ["s5-clear", "s1-errors"];
    const expected = all
      .filter((r) => r.score === 5 || r.score === 1)
      .filter((r) => r.message.split(",").some((tag) => tags.includes(tag)));
    expect(expected.length).toBeGreaterThan(0);
    const filtered = await walk(
      { resourceId: "course-intro", pageSize: 4, scores: "1,5", message: tags.join(",") },
      "cursor",
    );
    expect(filtered.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const none = await walk({ resourceId: "course-intro", pageSize: 50, scores: "3", message: "s5-clear" }, "cursor");
    expect(none).toEqual([]);
    const plain = await list({ resourceId: "course-intro" });
    expect(plain.body.data).not.toHaveProperty("appliedFilter");
  });

  it("refuses a malformed score filter with 400 and a cursor of another filter", async () => {
    for (const scores of ["0", "6", "1;2", "x", ""])
      expect((await list({ resourceId: "course-intro", scores })).status).toBe(400);
    const cursor = (await list({ resourceId: "course-intro", scores: "5", pageSize: 2 })).body.data.nextCursor;
    expect((await list({ resourceId: "course-intro", scores: "4", cursor })).status).toBe(400);
    expect((await list({ resourceId: "course-intro", cursor })).status).toBe(400);
  });
});

describe("review search", () => {
  const give = (token: string, body: Record<string, unknown>) =>
    call(suite.server, "POST", `${SCORE}/giveScore`, { token, body });

  it("finds whole words, case-insensitively, Chinese by characters, Arabic words; nothing when nothing matches", async () => {
    expect(
      (await give(suite.learner, { resourceId: "res-search", score: 5, content: "Excellent pacing, 讲解非常清晰" }))
        .body.code,
    ).toBe(200);
    expect(
      (await give(suite.learner2, { resourceId: "res-search", score: 2, content: "Too fast للمبتدئين" })).body.code,
    ).toBe(200);
    const found = async (q: string, extra: Params = {}) => {
      const answer = await list({ resourceId: "res-search", q, ...extra });
      expect(answer.status).toBe(200);
      return answer.body.data.scoreInfoList.map((r: ScoreInfo) => r.content);
    };
    expect(await found("pacing")).toEqual(["Excellent pacing, 讲解非常清晰"]);
    expect(await found("PACING")).toEqual(["Excellent pacing, 讲解非常清晰"]);
    // Whole words only.
    expect(await found("pac")).toEqual([]);
    expect(await found("清晰")).toEqual(["Excellent pacing, 讲解非常清晰"]);
    expect(await found("讲解 excellent")).toEqual(["Excellent pacing, 讲解非常清晰"]);
    expect(await found("للمبتدئين")).toEqual(["Too fast للمبتدئين"]);
    expect(await found("fast", { scores: "5" })).toEqual([]);
    expect(await found("fast", { scores: "2" })).toEqual(["Too fast للمبتدئين"]);
    expect(await found("slow")).toEqual([]);
    expect(await found("清楚")).toEqual([]);
    const answer = await list({ resourceId: "res-search", q: "Pacing!" });
    expect(answer.body.data.appliedFilter).toEqual({ q: ["pacing"] });
    // A changed review is found by its new text only.
    await give(suite.learner, { resourceId: "res-search", score: 5, content: "Rewritten entirely" });
    expect(await found("pacing")).toEqual([]);
    expect(await found("rewritten")).toEqual(["Rewritten entirely"]);
  });

  it("treats search syntax as plain words: quotes, stars, NEAR(, OR never break or widen the search", async () => {
    await give(suite.learner, { resourceId: "res-syntax", score: 4, content: "solid material" });
    await give(suite.learner2, { resourceId: "res-syntax", score: 3, content: "other words" });
    for (const q of [
      '"',
      "*",
      "NEAR(",
      "OR",
      'solid" OR "other',
      "solid OR other",
      "solid NOT other",
      "NEAR(solid other)",
      "body:solid",
      "solid -other",
      "(",
      "'",
      "\\",
      "a & b | !c",
    ]) {
      const answer = await list({ resourceId: "res-syntax", q });
      expect(answer.status, q).toBe(200);
      const contents = answer.body.data.scoreInfoList.map((r: ScoreInfo) => r.content);
      // "OR"/"NOT"/"NEAR" are words to find, so no query here may match both reviews.
      if (q.match(/[\p{L}]/u)) expect(contents.length, q).toBeLessThan(2);
    }
    expect((await list({ resourceId: "res-syntax", q: '"' })).body.data.scoreInfoList).toHaveLength(2);
  });

  it("never finds a hidden review by its withheld text, nor a deleted one", async () => {
    const hidden = await give(suite.learner, { resourceId: "res-hidden", score: 3, content: "secretword inside" });
    const deleted = await give(suite.learner2, { resourceId: "res-hidden", score: 3, content: "goneword inside" });
    const found = async (q: string) => (await list({ resourceId: "res-hidden", q })).body.data.scoreInfoList.length;
    expect([await found("secretword"), await found("goneword")]).toEqual([1, 1]);
    expect(
      (await call(suite.server, "PUT", `${SCORE}/hidden?commentId=${hidden.body.data.id}`, { token: suite.admin })).body
        .code,
    ).toBe(200);
    expect(
      (await call(suite.server, "GET", `${SCORE}/deleteScore/${deleted.body.data.id}`, { token: suite.learner2 })).body
        .code,
    ).toBe(200);
    expect([await found("secretword"), await found("goneword"), await found("inside")]).toEqual([0, 0, 0]);
  });

  it("caps the search at 200 characters: 200 are searched, 201 are refused with 400", async () => {
    expect((await list({ resourceId: "res-syntax", q: "a".repeat(200) })).status).toBe(200);
    const over = await list({ resourceId: "res-syntax", q: "a".repeat(201) });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(400);
  });
});

describe("verified learner", () => {
  it("records the author's progress on the course when the review is published, never the request's", async () => {
    await setProgress(suite.server, suite.admin, "course-data", USER.learner2, 45);
    const published = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner2,
      body: { resourceId: "course-data", score: 4, content: "good", authorProgress: 100, progress: 100 },
    });
    expect(published.body.code).toBe(200);
    expect(published.body.data.authorProgress).toBe(45);
    // Progress moving later does not change what the published review says.
    await setProgress(suite.server, suite.admin, "course-data", USER.learner2, 100);
    const mine = (await walk({ resourceId: "course-data", pageSize: 50 }, "cursor")).find(
      (r) => r.from_user_id === USER.learner2,
    )!;
    expect(mine.authorProgress).toBe(45);
    // Published again: the progress of that moment.
    await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner2,
      body: { resourceId: "course-data", score: 5, content: "done" },
    });
    const again = (await walk({ resourceId: "course-data", pageSize: 50 }, "cursor")).find(
      (r) => r.from_user_id === USER.learner2,
    )!;
    expect(again.authorProgress).toBe(100);
  });

  it("sends no progress for a review of a resource that is not a course of this server", async () => {
    const answer = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner,
      body: { resourceId: "res-no-course", score: 4, content: "x", authorProgress: 100 },
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).not.toHaveProperty("authorProgress");
  });
});
