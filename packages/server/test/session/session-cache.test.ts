import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { revokeFamily, startFamily } from "../../src/domain/auth/token-service";
import type { AuthContext } from "../../src/domain/auth/access-tokens";
import { SessionCache, setAccountDisabled } from "../../src/domain/session/session-cache";

// The session guard's kept answers, with a controlled clock: how long a change made elsewhere (another process,
// an admin tool on the database) stays unseen, and that the changes of this process are seen at once.
const TTL = 1000;

describe("session guard cache (SESSION_CACHE_MS)", () => {
  let server: TestServer;
  let clock = 0;
  let cache: SessionCache;
  const now = () => clock;

  beforeAll(async () => {
    server = await startTestServer();
    cache = new SessionCache(server.app.database.db, { ttlMs: TTL, now });
  });
  afterAll(async () => {
    cache.close();
    await server.close();
  });

  async function session(userName: "learner" | "learner2"): Promise<AuthContext> {
    const userId = `user-${userName}`;
    const { familyId } = await startFamily(server.app.database.db, server.config, userId, "demo");
    return { userId, tenantId: "demo", role: "learner", familyId };
  }

  it("sees a revocation written by another process within SESSION_CACHE_MS of its last read, not later", async () => {
    const auth = await session("learner");
    clock = 10_000;
    expect(await cache.state(auth)).toBe("active");
    // Another process revokes it: a write this process's functions did not make.
    await server.app.database.db
      .updateTable("token_families")
      .set({ revoked_at: Date.now(), revoked_reason: "logout" })
      .where("id", "=", auth.familyId)
      .execute();
    clock += TTL - 1;
    expect(await cache.state(auth)).toBe("active");
    clock += 1;
    expect(await cache.state(auth)).toBe("revoked");
    // Never kept as live again.
    expect(await cache.state(auth)).toBe("revoked");
  });

  it("refuses at once a family this process revoked (logout, reuse) and a user this process disabled", async () => {
    const auth = await session("learner");
    clock = 20_000;
    expect(await cache.state(auth)).toBe("active");
    await revokeFamily(server.app.database.db, auth.familyId, "logout");
    expect(await cache.state(auth)).toBe("revoked");

    const other = await session("learner2");
    expect(await cache.state(other)).toBe("active");
    await setAccountDisabled(server.app.database.db, other.userId, true);
    try {
      expect(await cache.state(other)).toBe("disabled");
    } finally {
      await setAccountDisabled(server.app.database.db, other.userId, false);
    }
    expect(await cache.state(other)).toBe("active");
  });

  it("does not keep an answer read before a revocation of this process that finished while it was read", async () => {
    const auth = await session("learner2");
    clock = 30_000;
    const reading = cache.state(auth);
    await revokeFamily(server.app.database.db, auth.familyId, "logout");
    await reading;
    expect(await cache.state(auth)).toBe("revoked");
  });

  it("a token naming another user's family is never live, kept or not", async () => {
    const auth = await session("learner");
    clock = 40_000;
    expect(await cache.state(auth)).toBe("active");
    expect(await cache.state({ ...auth, userId: "user-learner2" })).toBe("revoked");
  });
});
