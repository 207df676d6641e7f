import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiCode } from "@sxz/contract";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";
import { startServerProcess } from "../support/server-process";
import type { ServerProcess } from "../support/server-process";
import { bearer, login } from "../support/http";

// The session guard keeps "this session is live" for SESSION_CACHE_MS. Two server processes on one database (a SQLite
// file; PostgreSQL when TEST_DATABASE_URL is set), as behind a load balancer: the process that saw a logout, a disabled account or a spent rate limit refuses the very
// next request; the other one within SESSION_CACHE_MS (waited for here as an event; the bound itself is proven
// with a controlled clock in session-cache.test.ts).
const MINE = "/api/universal/v1/score/queryMyMessages";
const LIMIT = 300;

let database: TestDatabase;
let first: ServerProcess;
let second: ServerProcess;

const mine = (server: ServerProcess, token: string) => fetch(`${server.url}${MINE}`, { headers: bearer(token) });

/** Asks until `server` answers the token's call as `refused` says (each answer is the event waited for). */
async function refusedSoon(
  server: ServerProcess,
  token: string,
  refused: (response: Response, body: { code?: number }) => boolean,
): Promise<number> {
  for (let attempt = 1; attempt <= 400; attempt += 1) {
    const response = await mine(server, token);
    if (refused(response, (await response.json()) as { code?: number })) return attempt;
    // Polled, not hurried: every request counts against the user's rate limit.
    await new Promise((next) => setTimeout(next, 25));
  }
  throw new Error("the other process never refused the session");
}

describe("session guard cache across two server processes on one database", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      SESSION_CACHE_MS: "1000",
      RATE_LIMIT_STORE: "database",
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    // One data folder: the same database file (SQLite) and the same token secret.
    first = await startServerProcess(env, 90_000, database.dataDir);
    // The second starts once the first has migrated and seeded the database.
    second = await startServerProcess(env, 90_000, database.dataDir);
  }, 200_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await database?.drop();
  });

  it("a logout on one process refuses the session there at the very next request, and on the other within SESSION_CACHE_MS", async () => {
    const tokens = await login(first.url, "learner");
    // Both processes have seen the session live (the second keeps that answer).
    expect((await mine(first, tokens.access_token)).status).toBe(200);
    expect((await mine(second, tokens.access_token)).status).toBe(200);
    const logout = await fetch(`${first.url}/api/auth/logout`, {
      method: "POST",
      headers: { ...bearer(tokens.access_token), "content-type": "application/json" },
      body: "{}",
    });
    expect(((await logout.json()) as { data: { revoked: boolean } }).data.revoked).toBe(true);
    // The revoked session is anonymous at once on the process that revoked it: a call that needs a user answers 401.
    expect((await mine(first, tokens.access_token)).status).toBe(401);
    expect(
      await refusedSoon(second, tokens.access_token, (response) => response.status === 401),
    ).toBeGreaterThanOrEqual(1);
    expect((await mine(first, tokens.access_token)).status).toBe(401);
  });

  it("an account disabled on one process is refused there at the very next request (901100005), and on the other within SESSION_CACHE_MS", async () => {
    const learner = await login(first.url, "learner2");
    const admin = await login(first.url, "admin");
    expect((await mine(first, learner.access_token)).status).toBe(200);
    expect((await mine(second, learner.access_token)).status).toBe(200);
    const disable = (disabled: boolean) =>
      fetch(`${first.url}/api/accounts/users/user-learner2/status`, {
        method: "PUT",
        headers: { ...bearer(admin.access_token), "content-type": "application/json" },
        body: JSON.stringify({ disabled }),
      });
    expect((await disable(true)).status).toBe(200);
    try {
      const next = await mine(first, learner.access_token);
      expect(((await next.json()) as { code: number }).code).toBe(ApiCode.FORCE_LOGOUT);
      await refusedSoon(second, learner.access_token, (_response, body) => body.code === ApiCode.FORCE_LOGOUT);
    } finally {
      expect((await disable(false)).status).toBe(200);
    }
    // Enabled again: live on the process that saw it at once.
    expect((await mine(first, learner.access_token)).status).toBe(200);
  });

  it("a user who spent the rate limit on one process is refused on the very next request there and on the other", async () => {
    const tokens = await login(first.url, "admin");
    // The kept answers make these requests cheap, yet each one is counted (in the database both processes share).
    const statuses = new Set<number>();
    for (let n = 0; n < LIMIT; n += 1) statuses.add((await mine(n % 2 ? second : first, tokens.access_token)).status);
    expect([...statuses].filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect((await mine(first, tokens.access_token)).status).toBe(429);
    expect((await mine(second, tokens.access_token)).status).toBe(429);
  });
});
