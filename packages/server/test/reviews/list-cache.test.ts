import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, loadConfig } from "../../src/app";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";
import { call, demoSuite, query, SCORE, signIn } from "../support/api";
import type { TestServer } from "../../src/testing";

/**
 * Anonymous list pages are answered from memory for a moment (src/http/answer-cache.ts): every write of the same
 * process must show at once, signed-in readers must never get an anonymous answer, and a write of another process
 * on the same database must show within LIST_CACHE_MS.
 */
const suite = demoSuite();

interface Card {
  id: number;
  content: string;
  isMe: boolean;
  isLiked: boolean;
  likeCount: number;
  isHidden: number;
}
const page = async (server: TestServer, resourceId: string, token?: string, lang?: string) => {
  const answer = await call(server, "GET", `${SCORE}/queryMessages?${query({ resourceId, pageSize: 10 })}`, {
    token,
    ...(lang ? { lang } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body as { message: string; data: { totalCount: number; avgScore: number; scoreInfoList: Card[] } };
};
const give = async (token: string, resourceId: string, score: number, content: string) => {
  const answer = await call(suite.server, "POST", `${SCORE}/giveScore`, {
    token,
    body: { resourceId, score, content },
  });
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: 200 });
  return answer.body.data as { id: number };
};

describe("anonymous list pages kept in memory, one process", () => {
  it("[RW-API-2] [RW-SUM-1] a review written, edited or deleted shows to anonymous readers at once", async () => {
    const resource = "cache-written";
    expect((await page(suite.server, resource)).data.totalCount).toBe(0);
    expect((await page(suite.server, resource)).data.totalCount).toBe(0);
    const { id } = await give(suite.learner, resource, 5, "first words");
    let seen = await page(suite.server, resource);
    expect(seen.data).toMatchObject({ totalCount: 1, avgScore: 5 });
    expect(seen.data.scoreInfoList.map((card) => [card.id, card.content])).toEqual([[id, "first words"]]);
    await give(suite.learner, resource, 3, "second thoughts");
    seen = await page(suite.server, resource);
    expect(seen.data).toMatchObject({ totalCount: 1, avgScore: 3 });
    expect(seen.data.scoreInfoList[0]?.content).toBe("second thoughts");
    expect((await call(suite.server, "GET", `${SCORE}/deleteScore/${id}`, { token: suite.learner })).body.code).toBe(
      200,
    );
    expect((await page(suite.server, resource)).data).toMatchObject({ totalCount: 0, scoreInfoList: [] });
  });

  it("[RW-ST-6] hiding withholds the text from anonymous readers at once, while the school's admin still reads it", async () => {
    const resource = "cache-hidden";
    const { id } = await give(suite.learner2, resource, 4, "soon hidden");
    expect((await page(suite.server, resource)).data.scoreInfoList[0]).toMatchObject({
      id,
      isHidden: 0,
      content: "soon hidden",
    });
    expect((await call(suite.server, "PUT", `${SCORE}/hidden?commentId=${id}`, { token: suite.admin })).body.code).toBe(
      200,
    );
    expect((await page(suite.server, resource)).data.scoreInfoList[0]).toMatchObject({ id, isHidden: 1, content: "" });
    expect((await page(suite.server, resource, suite.admin)).data.scoreInfoList[0]).toMatchObject({
      id,
      isHidden: 1,
      content: "soon hidden",
    });
    expect((await page(suite.server, resource)).data.scoreInfoList[0]).toMatchObject({ id, isHidden: 1, content: "" });
  });

  it("[RW-ST-7] [RW-ENT-1] a like counts for anonymous readers at once; the liker and the author get their own isLiked and isMe", async () => {
    const resource = "cache-liked";
    const { id } = await give(suite.learner2, resource, 4, "worth a like");
    expect((await page(suite.server, resource)).data.scoreInfoList[0]).toMatchObject({
      id,
      likeCount: 0,
      isLiked: false,
      isMe: false,
    });
    const liked = await call(suite.server, "POST", "/api/universal/v1/liked", {
      token: suite.learner,
      body: { like_flag: 1, owner_id: "x", resource_id: id, resource_type: "comment" },
    });
    expect(liked.body.data).toMatchObject({ isLiked: true, likeCount: 1 });
    expect((await page(suite.server, resource)).data.scoreInfoList[0]).toMatchObject({
      id,
      likeCount: 1,
      isLiked: false,
      isMe: false,
    });
    expect((await page(suite.server, resource, suite.learner)).data.scoreInfoList[0]).toMatchObject({
      id,
      likeCount: 1,
      isLiked: true,
      isMe: false,
    });
    expect((await page(suite.server, resource, suite.learner2)).data.scoreInfoList[0]).toMatchObject({
      id,
      likeCount: 1,
      isLiked: false,
      isMe: true,
    });
    expect((await page(suite.server, resource)).data.scoreInfoList[0]).toMatchObject({ isLiked: false, isMe: false });
  });

  it("[RW-API-2] answers each language its own message, and a reply shows at once", async () => {
    const resource = "cache-languages";
    const { id } = await give(suite.learner, resource, 5, "replied to");
    const english = await page(suite.server, resource, undefined, "en_US");
    const chinese = await page(suite.server, resource, undefined, "zh_CN");
    expect(english.message).not.toBe(chinese.message);
    expect((await page(suite.server, resource, undefined, "en_US")).message).toBe(english.message);
    const reply = await call(suite.server, "POST", `${SCORE}/addReply`, {
      token: suite.admin,
      body: { commentId: id, content: "thank you" },
    });
    expect(reply.body.code).toBe(200);
    const replies = (await page(suite.server, resource, undefined, "zh_CN")).data.scoreInfoList[0] as unknown as {
      replyList: { content: string }[];
    };
    expect(replies.replyList.map((r) => r.content)).toEqual(["thank you"]);
  });

  it("[RW-API-2] compressed answers (brotli, gzip) show a write at once and decompress to the uncompressed answer", async () => {
    const resource = "cache-compressed";
    const url = `${SCORE}/queryMessages?${query({ resourceId: resource, pageSize: 10 })}`;
    const fetchAs = async (encoding: "br" | "gzip") => {
      const answer = await suite.server.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": encoding, "sxz-lang": "en_US" },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      const raw = answer.rawPayload;
      return JSON.parse((encoding === "br" ? brotliDecompressSync(raw) : gunzipSync(raw)).toString("utf8")) as Awaited<
        ReturnType<typeof page>
      >;
    };
    // Long enough content that the page is over the compression threshold.
    for (const [n, token] of [suite.learner, suite.learner2].entries())
      await give(token, resource, 4, `a long enough review, number ${n}. `.repeat(6).trim());
    const plain = await page(suite.server, resource);
    for (const encoding of ["br", "gzip"] as const) {
      expect(await fetchAs(encoding)).toEqual(plain);
      expect(await fetchAs(encoding)).toEqual(plain);
    }
    const { id } = await give(
      suite.admin,
      resource,
      2,
      "a third, later review that must show in every encoding at once",
    );
    for (const encoding of ["br", "gzip"] as const) {
      const seen = await fetchAs(encoding);
      expect(seen.data.totalCount).toBe(3);
      expect(seen.data.scoreInfoList[0]?.id).toBe(id);
    }
  });
});

/** Two servers on one database, each with its own memory: the way two processes behind a load balancer are. */
describe("anonymous list pages kept in memory, two servers on one database", () => {
  const BOUND_MS = 3000;
  let database: TestDatabase;
  let reader: FastifyInstance;
  let writer: FastifyInstance;
  let readerUrl: string;
  let writerUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      LIST_CACHE_MS: String(BOUND_MS),
      DATA_DIR: database.dataDir,
      TOKEN_SECRET: "a-secret-both-servers-share-of-32-characters-or-more",
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    // Each buildApp opens its own database handle: the reader's process never sees the writer's statements.
    writer = await buildApp(loadConfig(env));
    reader = await buildApp(loadConfig({ ...env, SEED_DEMO_DATA: "false" }));
    writerUrl = await writer.listen({ port: 0, host: "127.0.0.1" });
    readerUrl = await reader.listen({ port: 0, host: "127.0.0.1" });
  }, 120_000);
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await database?.drop();
  });

  it("[RW-API-2] another server's write shows to this server's anonymous readers within LIST_CACHE_MS, and to signed-in readers at once", async () => {
    const servers = { reader: { url: readerUrl } as TestServer, writer: { url: writerUrl } as TestServer };
    const resource = "cache-two-servers";
    expect((await page(servers.reader, resource)).data.totalCount).toBe(0);
    const token = await signIn(servers.writer, "learner");
    const written = await call(servers.writer, "POST", `${SCORE}/giveScore`, {
      token,
      body: { resourceId: resource, score: 5, content: "from the other server" },
    });
    expect(written.body.code).toBe(200);
    // A signed-in reader never gets a kept answer; an anonymous one may get the kept page until its bound ends
    // (the bound itself is proven with a controlled clock in src/http/answer-cache.test.ts).
    expect((await page(servers.reader, resource, token)).data.totalCount).toBe(1);
    await expect
      .poll(async () => (await page(servers.reader, resource)).data, { timeout: BOUND_MS * 4, interval: 100 })
      .toMatchObject({ totalCount: 1, scoreInfoList: [{ content: "from the other server" }] });
  });
});
