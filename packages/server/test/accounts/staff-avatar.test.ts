import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths, apiPaths, pathTo } from "@sxz/contract";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

// jsdom's XML parser (saxes) refuses characters XML does not allow, as browsers do; jsdom ships no types.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

/** The staff-directory image proxy the internal variant draws every author's avatar from (RW-ROLE-6). */
describe("GET /api/staff-directory/v1/avatar/:userId", () => {
  let server: TestServer;
  const avatarOf = (userId: string) =>
    fetch(server.url + pathTo(accountPaths.staffAvatar, { userId }), { redirect: "manual" });
  const setAvatar = (id: string, fields: { avatar?: string | null; nick_name?: string | null }) =>
    server.app.database.db.updateTable("users").set(fields).where("id", "=", id).execute();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("[RW-ROLE-6] every author on a course's first page has an avatar: no 404 for the internal variant to log", async () => {
    const page = await fetch(
      `${server.url}${pathTo(apiPaths.queryMessages, {})}?resourceId=course-intro&moduleId=course&pageSize=20`,
    );
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
    const answer = await avatarOf("user-learner");
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<circle [^>]*fill="#[0-9a-f]{6}"/);
    expect(svg).toContain(">L</text>");
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("a display name is drawn as text, never as markup", async () => {
    await setAvatar("user-learner", { nick_name: "<script>alert(1)</script>" });
    const svg = await (await avatarOf("user-learner")).text();
    expect(svg).toContain(">&lt;</text>");
    expect(svg).not.toContain("<script");
    await setAvatar("user-learner", { nick_name: "Lin Learner" });
  });

  it("a picture on this server is followed; one elsewhere is not (the proxy never redirects off-site)", async () => {
    await setAvatar("user-learner", { avatar: "/api/files/sxz-image/avatar/learner.png" });
    const own = await avatarOf("user-learner");
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/api/files/sxz-image/avatar/learner.png");
    const offSite = [
      "https://evil.example/a.png",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "javascript:alert(1)",
      // Browsers drop TAB, LF and CR from a URL before parsing it: these are //evil.example/a.png to them.
      "/\t/evil.example/a.png",
      "/\n/evil.example/a.png",
      "\t//evil.example/a.png",
      "/\r\\evil.example/a.png",
    ];
    for (const elsewhere of offSite) {
      await setAvatar("user-learner", { avatar: elsewhere });
      const answer = await avatarOf("user-learner");
      expect(answer.status, elsewhere).toBe(200);
      expect(answer.headers.get("location"), elsewhere).toBeNull();
    }
    await setAvatar("user-learner", { avatar: null });
  });

  it("a picture's path is percent-encoded in the redirect, never a 500: non-ASCII and control characters", async () => {
    const paths: Array<[string, string]> = [
      ["/api/files/sxz-image/头像.png", "/api/files/sxz-image/%E5%A4%B4%E5%83%8F.png"],
      ["/avatars/a\u0001b\u007f.png", "/avatars/a%01b%7F.png"],
      ["/avatars/my picture.png?v=2", "/avatars/my%20picture.png?v=2"],
      ["/avatars/../a.png", "/a.png"],
    ];
    for (const [stored, location] of paths) {
      await setAvatar("user-learner", { avatar: stored });
      const answer = await avatarOf("user-learner");
      expect(answer.status, JSON.stringify(stored)).toBe(302);
      expect(answer.headers.get("location"), JSON.stringify(stored)).toBe(location);
    }
    // An absolute address on this server's own origin is followed as its path.
    await setAvatar("user-learner", { avatar: `${server.url}/avatars/own.png` });
    expect((await avatarOf("user-learner")).headers.get("location")).toBe("/avatars/own.png");
    await setAvatar("user-learner", { avatar: null });
  });

  it("the drawn avatar is well-formed XML whatever the display name starts with; a control or non-character draws a neutral initial", async () => {
    const names = [
      "\u0001Maria",
      "\uFFFEMaria",
      "\uFFFF",
      "\u200BMaria",
      "\uD800Maria",
      "\u0085Maria",
      "\uE000Maria",
      "&amp;",
      "ß",
      "Élodie",
      "😀 Smile",
      "李雷",
    ];
    for (const name of names) {
      await setAvatar("user-learner", { nick_name: name });
      const svg = await (await avatarOf("user-learner")).text();
      const document = new new JSDOM("").window.DOMParser().parseFromString(svg, "image/svg+xml");
      expect(document.getElementsByTagName("parsererror"), JSON.stringify(name)).toHaveLength(0);
      const initial = document.getElementsByTagName("text")[0]?.textContent;
      expect(initial, JSON.stringify(name)).toBe(
        {
          "\u0001Maria": "?",
          "\uFFFEMaria": "?",
          "\uFFFF": "?",
          "\u200BMaria": "?",
          "\uD800Maria": "?",
          "\u0085Maria": "?",
          "\uE000Maria": "?",
          "&amp;": "&",
          ß: "SS",
          Élodie: "É",
          "😀 Smile": "😀",
          李雷: "李",
        }[name],
      );
    }
    await setAvatar("user-learner", { nick_name: "Lin Learner" });
  });

  it("a user id with control characters is refused with 400, never reaching the database", async () => {
    for (const userId of ["\u0000", "a\u0000b", "a\nb", "\u007f"]) {
      const answer = await avatarOf(userId);
      expect(answer.status, JSON.stringify(userId)).toBe(400);
    }
  });

  it("an unknown id answers as a user who wrote no review does: the same neutral disc, so ids cannot be probed", async () => {
    const now = Date.now();
    await server.app.database.db
      .insertInto("users")
      .values({
        id: "user-quiet",
        user_name: "quiet",
        nick_name: "Quentin",
        real_name: null,
        avatar: "/avatars/quiet.png",
        email: null,
        mobile: null,
        password_hash: null,
        disabled: 0,
        home_school_id: "demo",
        created_at: now,
      })
      .execute();
    const answers = await Promise.all(["no-such-user", "user-quiet", "user-admin"].map(avatarOf));
    const shapes = await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        type: answer.headers.get("content-type"),
        cache: answer.headers.get("cache-control"),
        location: answer.headers.get("location"),
        svg: (await answer.text()).replace(/fill="#[0-9a-f]{6}"/, 'fill="#"'),
      })),
    );
    expect(shapes[0]).toMatchObject({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/), location: null });
    expect(shapes[0]!.svg).toContain(">?</text>");
    // A user of the platform who wrote no review is not shown anywhere: their id answers what an unknown id does.
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });
});
