import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths, apiPaths, pathTo } from "@sxz/contract";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

/** The staff-directory image proxy the internal variant draws every author's avatar from (RW-ROLE-6). */
describe("GET /api/staff-directory/v1/avatar/:userId", () => {
  let server: TestServer;
  const avatarOf = (userId: string) => fetch(server.url + pathTo(accountPaths.staffAvatar, { userId }), { redirect: "manual" });
  const setAvatar = (id: string, fields: { avatar?: string | null; nick_name?: string | null }) =>
    server.app.database.db.updateTable("users").set(fields).where("id", "=", id).execute();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("[RW-ROLE-6] every author on a course's first page has an avatar: no 404 for the internal variant to log", async () => {
    const page = await fetch(`${server.url}${pathTo(apiPaths.queryMessages, {})}?resourceId=course-intro&moduleId=course&pageSize=20`);
    const { data } = (await page.json()) as { data: { scoreInfoList: Array<{ from_user_id: string }> } };
    const authors = new Set(data.scoreInfoList.map((review) => review.from_user_id));
    expect(authors.size).toBeGreaterThan(3);
    for (const userId of authors) {
      const answer = await avatarOf(userId);
      expect(answer.status, userId).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    }
  });

  it("[RW-ROLE-6] a user without a picture gets the initial of their display name on a tinted disc, embeddable on other origins", async () => {
    const answer = await avatarOf("user-learner2");
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<circle [^>]*fill="#[0-9a-f]{6}"/);
    expect(svg).toContain(">M</text>");
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("a display name is drawn as text, never as markup", async () => {
    await setAvatar("user-learner2", { nick_name: "<script>alert(1)</script>" });
    const svg = await (await avatarOf("user-learner2")).text();
    expect(svg).toContain(">&lt;</text>");
    expect(svg).not.toContain("<script");
    await setAvatar("user-learner2", { nick_name: null });
  });

  it("a picture on this server is followed; one elsewhere is not (the proxy never redirects off-site)", async () => {
    await setAvatar("user-learner2", { avatar: "/api/files/sxz-image/avatar/learner2.png" });
    const own = await avatarOf("user-learner2");
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/api/files/sxz-image/avatar/learner2.png");
    for (const elsewhere of ["https://evil.example/a.png", "//evil.example/a.png", "/\\evil.example/a.png", "javascript:alert(1)"]) {
      await setAvatar("user-learner2", { avatar: elsewhere });
      const answer = await avatarOf("user-learner2");
      expect(answer.status, elsewhere).toBe(200);
      expect(answer.headers.get("location"), elsewhere).toBeNull();
    }
    await setAvatar("user-learner2", { avatar: null });
  });

  it("a user id with control characters is refused with 400, never reaching the database", async () => {
    for (const userId of ["\u0000", "a\u0000b", "a\nb", "\u007f"]) {
      const answer = await avatarOf(userId);
      expect(answer.status, JSON.stringify(userId)).toBe(400);
    }
  });

  it("an unknown user answers 404 with the envelope (the widget then draws its own fallback)", async () => {
    const answer = await avatarOf("no-such-user");
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 404, data: null });
  });
});
