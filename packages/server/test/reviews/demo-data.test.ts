import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { USER } from "../support/api";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("demo data", () => {
  it("seeds course-intro with about 200 reviews across scores, tags, languages, likes, replies, a pin and a hide", async () => {
    const db = server.app.database.db;
    const reviews = await db.selectFrom("reviews").selectAll().where("resource_id", "=", "course-intro").execute();
    expect(reviews).toHaveLength(200);
    expect(new Set(reviews.map((review) => review.score))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.filter((review) => review.is_top === 1)).toHaveLength(1);
    expect(reviews.filter((review) => review.is_hidden === 1)).toHaveLength(1);
    expect(reviews.some((review) => /[\u4e00-\u9fff]/.test(review.content))).toBe(true);
    expect(reviews.some((review) => /[\u0600-\u06ff]/.test(review.content))).toBe(true);
    expect(reviews.some((review) => /^[\x20-\x7e]+$/.test(review.content))).toBe(true);
    expect(reviews.some((review) => review.content === "" && review.tags !== "")).toBe(true);
    expect(reviews.every((review) => review.user_id !== USER.learner && review.user_id !== USER.learner2)).toBe(true);
    const likes = await db.selectFrom("review_likes").select(["review_id"]).execute();
    const likeRows = new Map<number, number>();
    for (const like of likes) likeRows.set(Number(like.review_id), (likeRows.get(Number(like.review_id)) ?? 0) + 1);
    for (const review of reviews) expect(review.like_count).toBe(likeRows.get(Number(review.id)) ?? 0);
    const replies = await db.selectFrom("review_replies").select("id").execute();
    expect(replies.length).toBeGreaterThanOrEqual(10);
  });

  it("keeps the counters equal to the rows they count", async () => {
    const db = server.app.database.db;
    for (const resourceId of ["course-intro", "course-data"]) {
      const reviews = await db
        .selectFrom("reviews")
        .select(["score", "tags"])
        .where("resource_id", "=", resourceId)
        .execute();
      const counters = await db
        .selectFrom("review_score_counts")
        .select(["score", "count"])
        .where("resource_id", "=", resourceId)
        .execute();
      for (const row of counters) expect(row.count).toBe(reviews.filter((review) => review.score === row.score).length);
      const tagCounters = await db
        .selectFrom("review_tag_counts")
        .select(["tag_code", "count"])
        .where("resource_id", "=", resourceId)
        .execute();
      for (const row of tagCounters)
        expect(row.count).toBe(reviews.filter((review) => review.tags.split(",").includes(row.tag_code)).length);
    }
  });
});
