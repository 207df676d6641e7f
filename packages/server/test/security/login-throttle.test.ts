import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { openDatabase } from "../../src/db";
import { databaseRateCounters } from "../../src/http/rate-counters";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

/**
 * Where the requests go. With RATE_LIMIT_STORE=database, two servers on one database (processes behind a load
 * balancer, each with its own connection pool); with memory counters, which are per process, one server twice.
 */
interface Pair {
  first: TestServer;
  second: FastifyInstance;
}

async function startPair(env: Record<string, string>): Promise<Pair> {
  const first = await startTestServer(env);
  const second =
    first.config.rateLimitStore === "database"
      ? await buildApp(first.config, { database: first.app.database })
      : first.app;
  return { first, second };
}

async function closePair(pair: Pair | undefined) {
  if (pair && pair.second !== pair.first.app) await pair.second.close();
  await pair?.first.close();
}

/** One password-grant request through `inject`, from a given client address, alternating between the two servers. */
function passwordLogin(pair: Pair, index: number, username: string, password: string, address: string) {
  const app = index % 2 === 0 ? pair.first.app : pair.second;
  return app.inject({
    method: "POST",
    url: "/api/auth/oauth/token",
    remoteAddress: address,
    headers: { "content-type": "application/x-www-form-urlencoded", "sxz-lang": "en_US" },
    payload: new URLSearchParams({ grant_type: "password", username, password }).toString(),
  });
}

const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

const OFFICE = "198.51.100.20";
const HOME = "203.0.113.5";

// The database store is the one every process shares: on PostgreSQL its reservation must hold across connections.
describe.each(["memory", "database"] as const)("password-login throttle, RATE_LIMIT_STORE=%s", (store) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({ RATE_LIMIT_STORE: store });
  });
  afterAll(async () => closePair(pair));

  it("60 concurrent wrong passwords for one account from one address: exactly 10 are checked, the other 50 answer 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => passwordLogin(pair, i, "learner", `guess-${i}`, OFFICE)),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 50 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: "too_many_requests" });
    // The right password is not tested either while that client is over its limit for the account.
    expect((await passwordLogin(pair, 0, "learner", "learner", OFFICE)).statusCode).toBe(429);
  });

  it("the guessing device does not lock anyone else out: another account from the same address, the same account from elsewhere", async () => {
    expect((await passwordLogin(pair, 1, "learner2", "learner2", OFFICE)).statusCode).toBe(200);
    expect((await passwordLogin(pair, 0, "admin", "admin", OFFICE)).statusCode).toBe(200);
    expect((await passwordLogin(pair, 1, "learner", "learner", HOME)).statusCode).toBe(200);
  });

  it("guesses spread over 60 addresses are capped per account (50 a minute), whatever the number of addresses", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => passwordLogin(pair, i, "acme-learner", `guess-${i}`, `192.0.2.${i + 1}`)),
    );
    expect(statuses(answers)).toEqual({ 401: 50, 429: 10 });
  });
});

describe("password-login throttle: what counts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_FAILURES_PER_MINUTE: "3", LOGIN_ADDRESS_FAILURES_PER_MINUTE: "8" });
  });
  afterAll(async () => server.close());
  const attempt = (username: string, password: string, address: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/oauth/token",
      remoteAddress: address,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ grant_type: "password", username, password }).toString(),
    });

  it("a right password gives its reserved attempt back: only failures use up the account's budget", async () => {
    const address = "198.51.100.31";
    expect((await attempt("learner2", "wrong-1", address)).statusCode).toBe(401);
    expect((await attempt("learner2", "wrong-2", address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await attempt("learner2", "learner2", address)).statusCode).toBe(200);
    expect((await attempt("learner2", "wrong-3", address)).statusCode).toBe(401);
    expect((await attempt("learner2", "learner2", address)).statusCode).toBe(429);
  });

  it("one address spraying many accounts is capped over all of them (LOGIN_ADDRESS_FAILURES_PER_MINUTE), unknown names included", async () => {
    const address = "198.51.100.32";
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(`nobody-${i % 4}`, `guess-${i}`, address)),
    );
    expect(statuses(answers)).toEqual({ 401: 8, 429: 4 });
    // Refused attempts were not checked and do not count: another address is unaffected.
    expect((await attempt("learner", "learner", "198.51.100.33")).statusCode).toBe(200);
  });
});

describe("RateCounters.reserve on the database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_STORE: "database" });
  });
  afterAll(async () => server.close());

  it("two connection pools reserving at once never take more than the limit; a release gives one back in its own window only", async () => {
    // Two handles on the database: two pools (PostgreSQL) or two connections (SQLite), like two processes.
    const handles = [openDatabase(server.config), openDatabase(server.config)];
    try {
      const counters = handles.map((handle) => databaseRateCounters(handle.db));
      const now = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => counters[i % 2]!.reserve("test:reserve", 60_000, 10, now)),
      );
      expect(answers.filter((answer) => answer.granted)).toHaveLength(10);
      expect(new Set(answers.map((answer) => answer.windowStart))).toEqual(new Set([now]));
      expect((await counters[0]!.peek("test:reserve", 60_000, now)).count).toBe(10);
      await counters[1]!.release("test:reserve", now);
      expect((await counters[0]!.reserve("test:reserve", 60_000, 10, now + 1)).granted).toBe(true);
      expect((await counters[0]!.reserve("test:reserve", 60_000, 10, now + 2)).granted).toBe(false);
      // A new window starts over; a late release for the old window leaves it alone.
      const next = await counters[1]!.reserve("test:reserve", 60_000, 10, now + 60_000);
      expect(next).toEqual({ granted: true, windowStart: now + 60_000, ttlMs: 60_000 });
      await counters[0]!.release("test:reserve", now);
      expect((await counters[0]!.peek("test:reserve", 60_000, now + 60_001)).count).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.destroy()));
    }
  });
});
