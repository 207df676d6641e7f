import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, login } from "../support/http";
import type { Json } from "../support/http";

// A learner's list page is the page anonymous readers share, kept in memory, with the learner's own parts laid
// over it (isMe, isLiked): these must be theirs, current after their own writes, and never reach anyone else.
const LIST = "/api/universal/v1/score/queryMessages?pageSize=10&sort=latest&page=1&resourceId=";

describe("signed-in list pages over the shared page", () => {
  let server: TestServer;
  let learner: string;
  let learner2: string;
  beforeAll(async () => {
    server = await startTestServer();
    learner = (await login(server.url, "learner")).access_token;
    learner2 = (await login(server.url, "learner2")).access_token;
  });
  afterAll(async () => server.close());

  const page = async (resourceId: string, token?: string) =>
    ((await (await fetch(`${server.url}${LIST}${resourceId}`, { headers: token ? bearer(token) : {} })).json()) as Json)
      .data.scoreInfoList as Json[];

  it("[RW-API-4] marks the learner's own review and the reviews they like, on a page anonymous readers have kept", async () => {
    const anonymous = await page("course-data");
    expect(anonymous.some((review) => review.isMe || review.isLiked)).toBe(false);
    const mine = await page("course-data", learner);
    expect(mine.filter((review) => review.isMe).map((review) => review.from_user_id)).toEqual(["user-learner"]);
    // Another learner's view of the same kept page has none of that.
    expect((await page("course-data", learner2)).some((review) => review.isMe)).toBe(false);
  });

  it("[RW-ENT-5] shows a like on the learner's very next page, to them only", async () => {
    const before = await page("course-intro", learner2);
    const target = before.find((review) => !review.isLiked)!;
    const like = await fetch(`${server.url}/api/universal/v1/liked`, {
      method: "POST",
      headers: { ...bearer(learner2), "content-type": "application/json" },
      body: JSON.stringify({ like_flag: 1, owner_id: "x", resource_id: target.id, resource_type: "comment" }),
    });
    expect(((await like.json()) as Json).code).toBe(200);
    const after = await page("course-intro", learner2);
    expect(after.find((review) => review.id === target.id)).toMatchObject({
      isLiked: true,
      likeCount: target.likeCount + 1,
    });
    expect((await page("course-intro", learner)).find((review) => review.id === target.id)?.isLiked).toBe(false);
    expect((await page("course-intro")).find((review) => review.id === target.id)).toMatchObject({
      isLiked: false,
      likeCount: target.likeCount + 1,
    });
  });
});
