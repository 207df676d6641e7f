import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { call, query, SCORE, signIn } from "../support/api";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A picture stored through the real simple upload; answers its static URL path (with the signature). */
async function uploadPicture(server: TestServer, token: string): Promise<string> {
  const ticket = await call(
    server,
    "GET",
    `/api/km/v1/file/upload?${query({ bucketName: "sxz-image", module: "review", fileName: "photo.png" })}`,
    { token },
  );
  const data = ticket.body.data as { url: string; headers: Record<string, string>; static_url: string };
  // The ticket's URL is on the public origin, which in these tests is this same server under another name.
  const put = new URL(data.url);
  const stored = await fetch(`${server.url}${put.pathname}${put.search}`, {
    method: "PUT",
    headers: data.headers,
    body: PNG,
  });
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
  (
    (await call(server, "GET", `${SCORE}/queryMessages?${query({ resourceId })}`)).body.data.scoreInfoList as {
      images?: string[];
    }[]
  )[0]?.images;

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
    const answer = await giveWithHost(server, learner, "attacker.example", {
      resourceId: "host-forged",
      score: 5,
      content: "Pictures",
      images: [picture],
    });
    expect(answer.statusCode).toBe(200);
    const own = new URL(server.url).origin;
    const listed = await imagesListed(server, "host-forged");
    expect(listed).toHaveLength(1);
    expect(new URL(listed![0]!).origin).toBe(own);
    expect((await fetch(listed![0]!)).status).toBe(200);
    // What is stored is the file, not a URL.
    const row = await server.app.database.db
      .selectFrom("reviews")
      .select("images")
      .where("resource_id", "=", "host-forged")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.images!)).toEqual([expect.stringMatching(UUID)]);
  });

  it.each(["exa mple.com", "[::1", "a:b:c", "host/with/path", "", "ünï.example", "127.0.0.1:99999"])(
    "a malformed Host %j answers a clear result, never 500",
    async (host) => {
      const picture = await uploadPicture(server, learner);
      const answer = await giveWithHost(server, learner, host, {
        resourceId: "host-malformed",
        score: 4,
        images: [picture],
      });
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
    const honest = await fetch(`${server.url}/api/auth/open/third/group/authorization_code?targetUrl=${own}`, {
      redirect: "manual",
    });
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
    const ticket = await call(
      server,
      "GET",
      `/api/km/v1/file/upload?${query({ bucketName: "sxz-image", module: "review", fileName: "photo.png" })}`,
      { token: learner },
    );
    expect(new URL(ticket.body.data.static_url).origin).toBe("https://learn.sxz.example.com");
    const picture = await uploadPicture(server, learner);
    const absolute = `https://learn.sxz.example.com${picture}`;
    const answer = await giveWithHost(server, learner, "attacker.example", {
      resourceId: "host-configured",
      score: 5,
      images: [absolute],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.images).toEqual([absolute]);
    expect(await imagesListed(server, "host-configured")).toEqual([absolute]);
    // The same picture named on another origin is not this server's.
    const elsewhere = await giveWithHost(server, learner, "learn.sxz.example.com", {
      resourceId: "host-configured",
      score: 5,
      images: [`https://attacker.example${picture}`],
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
