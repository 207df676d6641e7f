import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { databaseRateCounters } from "../../src/http/rate-counters";
import { tokenRequest } from "../support/http";

const OPEN_CALL = "/api/foundation/configProperty/open/value/klt.beta.flag.school";

interface Pair {
  first: TestServer;
  second: FastifyInstance;
  secondUrl: string;
}

/** Two servers on one database, as several processes behind a load balancer. */
async function startPair(env: Record<string, string>): Promise<Pair> {
  const first = await startTestServer({ RATE_LIMIT_STORE: "database", ...env });
  const second = await buildApp(first.config, { database: first.app.database });
  return { first, second, secondUrl: await second.listen({ port: 0, host: "127.0.0.1" }) };
}

async function closePair(pair: Pair | undefined) {
  await pair?.second.close();
  await pair?.first.close();
}

describe("RATE_LIMIT_STORE=database: every server on the database shares the limits", () => {
  let limited: Pair;
  let logins: Pair;
  beforeAll(async () => {
    limited = await startPair({ RATE_LIMIT_PER_MINUTE: "5" });
    logins = await startPair({ LOGIN_FAILURES_PER_MINUTE: "3" });
  });
  afterAll(async () => {
    await closePair(limited);
    await closePair(logins);
  });

  it("requests counted by one server count on the other: the sixth of five per minute answers 429 wherever it lands", async () => {
    const { first, secondUrl } = limited;
    const statuses: number[] = [];
    for (const url of [first.url, secondUrl, first.url, secondUrl, first.url])
      statuses.push((await fetch(`${url}${OPEN_CALL}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await fetch(`${secondUrl}${OPEN_CALL}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429, data: null });
  });

  it("failed logins on one server lock the account at that address on the other, even for the right password", async () => {
    const { first, secondUrl } = logins;
    for (const url of [first.url, secondUrl, first.url]) {
      expect((await tokenRequest(url, { grant_type: "password", username: "learner", password: "wrong" })).status).toBe(
        401,
      );
    }
    const blocked = await tokenRequest(secondUrl, { grant_type: "password", username: "learner", password: "learner" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a window counts atomically under concurrent hits and starts over once it ends; ended rows are deleted", async () => {
    const { db } = limited.first.app.database;
    const counters = databaseRateCounters(db);
    const start = Date.now();
    const windows = await Promise.all(Array.from({ length: 40 }, () => counters.hit("test:burst", 60_000, start)));
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await counters.peek("test:burst", 60_000, start + 1000)).count).toBe(40);
    const next = await counters.hit("test:burst", 60_000, start + 60_000);
    expect(next).toEqual({ count: 1, ttlMs: 60_000 });
    // Two hours on, the first hit of the hour's cleanup removes windows long over.
    await counters.hit("test:later", 60_000, start + 2 * 3_600_000);
    const rows = await db.selectFrom("rate_counters").select("key").where("key", "=", "test:burst").execute();
    expect(rows).toEqual([]);
  });
});
