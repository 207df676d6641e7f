import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Migrator } from "kysely";
import type { Migration } from "kysely";
import { migrations } from "../../src/db/migrations";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { call, query, SCORE, signIn } from "../learning/helpers";
import { emptyDatabase } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A picture stored through the real simple upload; answers its static URL path (with the signature). */
async function uploadPicture(server: TestServer, token: string): Promise<string> {
  const ticket = await call(server, "GET", `/api/km/v1/file/upload?${query({ bucketName: "sxz-image", module: "review", fileName: "photo.png" })}`, { token });
  const data = ticket.body.data as { url: string; headers: Record<string, string>; static_url: string };
  // The ticket's URL is on the public origin, which in these tests is this same server under another name.
  const put = new URL(data.url);
  const stored = await fetch(`${server.url}${put.pathname}${put.search}`, { method: "PUT", headers: data.headers, body: PNG });
  if (stored.status !== 200) throw new Error(`PUT failed: ${stored.status}`);
  const url = new URL(data.static_url);
  return url.pathname + url.search;
}

/** giveScore through `inject`, so the Host header can be anything an attacker sends. */
function giveWithHost(server: TestServer, token: string, host: string, body: Record<string, unknown>) {
  return server.app.inject({
    method: "POST",
    url: `${SCORE}/giveScore`,
    headers: { host, authorization: `Bearer ${token}`, "content-type": "application/json", "sxz-lang": "en_US" },
    payload: JSON.stringify(body),
  });
}

const imagesListed = async (server: TestServer, resourceId: string) =>
  ((await call(server, "GET", `${SCORE}/queryMessages?${query({ resourceId })}`)).body.data.scoreInfoList as { images?: string[] }[])[0]?.images;

describe("without PUBLIC_ORIGIN (development): the Host header is trusted only for this machine's own names", () => {
  let server: TestServer;
  let learner: string;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await signIn(server, "learner");
  });
  afterAll(async () => server.close());

  it("a forged Host cannot place review image URLs on another host: readers get URLs on the server's own origin", async () => {
    const picture = await uploadPicture(server, learner);
    const answer = await giveWithHost(server, learner, "attacker.example", { resourceId: "host-forged", score: 5, content: "Pictures", images: [picture] });
    expect(answer.statusCode).toBe(200);
    const own = new URL(server.url).origin;
    const listed = await imagesListed(server, "host-forged");
    expect(listed).toHaveLength(1);
    expect(new URL(listed![0]!).origin).toBe(own);
    expect((await fetch(listed![0]!)).status).toBe(200);
    // What is stored is the file, not a URL.
    const row = await server.app.database.db.selectFrom("reviews").select("images").where("resource_id", "=", "host-forged").executeTakeFirstOrThrow();
    expect(JSON.parse(row.images!)).toEqual([expect.stringMatching(UUID)]);
  });

  it.each(["exa mple.com", "[::1", "a:b:c", "host/with/path", "", "ünï.example", "127.0.0.1:99999"])(
    "a malformed Host %j answers a clear result, never 500",
    async (host) => {
      const picture = await uploadPicture(server, learner);
      const answer = await giveWithHost(server, learner, host, { resourceId: "host-malformed", score: 4, images: [picture] });
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.statusCode).toBe(200);
      const third = await server.app.inject({
        method: "GET",
        url: `/api/auth/open/third/group/authorization_code?targetUrl=${Buffer.from(`${server.url}/course`).toString("base64")}`,
        headers: { host },
      });
      expect(third.statusCode).toBeLessThan(500);
    },
  );

  it("the third-party login returns only to the server's own origin, whatever Host claims", async () => {
    const target = Buffer.from("http://attacker.example/steal").toString("base64");
    const forged = await server.app.inject({
      method: "GET",
      url: `/api/auth/open/third/group/authorization_code?targetUrl=${target}`,
      headers: { host: "attacker.example" },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
    const own = Buffer.from(`${server.url}/course`).toString("base64");
    const honest = await fetch(`${server.url}/api/auth/open/third/group/authorization_code?targetUrl=${own}`, { redirect: "manual" });
    expect(honest.status).toBe(302);
    expect(honest.headers.get("location")).toMatch(new RegExp(`^${server.url}/course\\?_tpToken=`));
  });
});

describe("with PUBLIC_ORIGIN: every URL the server builds is on the configured origin", () => {
  let server: TestServer;
  let learner: string;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_ORIGIN: "https://learn.sxz.example.com" });
    learner = await signIn(server, "learner");
  });
  afterAll(async () => server.close());

  it("upload tickets, accepted images and listed images use PUBLIC_ORIGIN, not the Host the request came with", async () => {
    const ticket = await call(server, "GET", `/api/km/v1/file/upload?${query({ bucketName: "sxz-image", module: "review", fileName: "photo.png" })}`, { token: learner });
    expect(new URL(ticket.body.data.static_url).origin).toBe("https://learn.sxz.example.com");
    const picture = await uploadPicture(server, learner);
    const absolute = `https://learn.sxz.example.com${picture}`;
    const answer = await giveWithHost(server, learner, "attacker.example", { resourceId: "host-configured", score: 5, images: [absolute] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.images).toEqual([absolute]);
    expect(await imagesListed(server, "host-configured")).toEqual([absolute]);
    // The same picture named on another origin is not this server's.
    const elsewhere = await giveWithHost(server, learner, "learn.sxz.example.com", { resourceId: "host-configured", score: 5, images: [`https://attacker.example${picture}`] });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe("migration 008: review images stored as URLs become file references", () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(async () => {
    await database.handle.destroy();
    await database.drop();
  });

  it("keeps each image's file (whatever host the URL named) and drops what is not a stored-file URL", async () => {
    const { db } = database.handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations } });
    expect((await migrator.migrateTo("007_school_isolation")).error).toBeUndefined();
    const a = "11111111-1111-4111-8111-111111111111";
    const b = "22222222-2222-4222-8222-222222222222";
    const stored = JSON.stringify([
      `http://attacker.example/api/km/v1/file/static/${a}?signature=x`,
      `http://127.0.0.1:8080/api/km/v1/file/static/${b}?signature=y`,
      `https://learn.example.com/api/km/v1/file/static/${a}?signature=z`,
      "https://elsewhere.example/picture.png",
    ]);
    const base = { tenant_id: "demo", module_id: "", resource_type: "", author_role: "learner", score: 5, content: "", tags: "", is_top: 0, is_hidden: 0, like_count: 0, created_at: 1, updated_at: 1 };
    await db.insertInto("reviews").values([
      { ...base, resource_id: "migrated", user_id: "u1", images: stored },
      { ...base, resource_id: "migrated", user_id: "u2", images: null },
      { ...base, resource_id: "migrated", user_id: "u3", images: JSON.stringify(["not a url"]) },
    ]).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom("reviews").select(["user_id", "images"]).where("resource_id", "=", "migrated").orderBy("user_id").execute();
    expect(rows).toEqual([
      { user_id: "u1", images: JSON.stringify([a, b]) },
      { user_id: "u2", images: null },
      { user_id: "u3", images: null },
    ]);
  });
});
