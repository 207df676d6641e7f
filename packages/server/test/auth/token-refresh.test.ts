import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, refresh, sendJson } from "../support/http";

async function familyRevokedReason(server: TestServer, userId: string): Promise<Array<string | null>> {
  const rows = await server.app.database.db
    .selectFrom("token_families")
    .select("revoked_reason")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.revoked_reason);
}

describe("refresh-token rotation, grace and family revocation", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("[CL-API-5] rotates: the refresh call answers a new token set and the new refresh token works", async () => {
    const first = await login(server.url, "learner");
    const response = await refresh(server.url, first.refresh_token);
    expect(response.status).toBe(200);
    const second = await response.json();
    expect(second).toMatchObject({ user_id: "user-learner", token_type: "bearer", tenant_id: "demo" });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const third = await refresh(server.url, second.refresh_token);
    expect(third.status).toBe(200);
    const me = await getJson(`${server.url}/api/accounts/users/me`, bearer((await third.json()).access_token));
    expect(me.body.data.id).toBe("user-learner");
  });

  it("[CL-ST-3] accepts needRefreshAgain=true and answers the same way", async () => {
    const first = await login(server.url, "learner");
    const response = await refresh(server.url, first.refresh_token, true);
    expect(response.status).toBe(200);
    expect((await response.json()).refresh_token).toEqual(expect.any(String));
  });

  it("answers the same successor to a reuse inside the grace window (racing tabs) and keeps the family", async () => {
    const first = await login(server.url, "learner");
    const a = await (await refresh(server.url, first.refresh_token)).json();
    const b = await (await refresh(server.url, first.refresh_token)).json();
    expect(b.refresh_token).toBe(a.refresh_token);
    expect((await refresh(server.url, b.refresh_token)).status).toBe(200);
  });

  it("revokes the whole family when a rotated token is replayed after the grace window", async () => {
    const first = await login(server.url, "learner2");
    const second = await (await refresh(server.url, first.refresh_token)).json();
    // Ten seconds and one later: move the rotation time back instead of waiting.
    await server.app.database.db
      .updateTable("refresh_tokens")
      .set((eb) => ({ rotated_at: eb("rotated_at", "-", 11_000) }))
      .where("rotated_at", "is not", null)
      .execute();
    const replay = await refresh(server.url, first.refresh_token);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    // The legitimate successor dies with the family, and so do the family's access tokens.
    expect((await refresh(server.url, second.refresh_token)).status).toBe(401);
    expect((await getJson(`${server.url}/api/accounts/users/me`, bearer(second.access_token))).status).toBe(401);
    expect(await familyRevokedReason(server, "user-learner2")).toContain("reuse");
    // Another login of the same user is another family and is untouched.
    const other = await login(server.url, "learner2");
    expect((await refresh(server.url, other.refresh_token)).status).toBe(200);
  });

  it("answers 401 invalid_grant to an unknown or expired refresh token", async () => {
    const unknown = await refresh(server.url, "not-a-token");
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: "invalid_grant" });
    const tokens = await login(server.url, "learner");
    await server.app.database.db
      .updateTable("refresh_tokens")
      .set({ expires_at: Date.now() - 1 })
      .where("rotated_at", "is", null)
      .execute();
    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(401);
  });

  it("[CL-ERR-3] answers a disabled user's refresh with 901100005", async () => {
    const tokens = await login(server.url, "admin");
    await server.app.database.db.updateTable("users").set({ disabled: 1 }).where("id", "=", "user-admin").execute();
    try {
      const response = await refresh(server.url, tokens.refresh_token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 901100005 });
    } finally {
      await server.app.database.db.updateTable("users").set({ disabled: 0 }).where("id", "=", "user-admin").execute();
    }
  });

  it("50 concurrent refreshes with one token inside the grace window all succeed with one successor, family intact", async () => {
    const first = await login(server.url, "learner");
    const responses = await Promise.all(Array.from({ length: 50 }, () => refresh(server.url, first.refresh_token)));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((body) => body.refresh_token)).size).toBe(1);
    const next = await refresh(server.url, bodies[0].refresh_token);
    expect(next.status).toBe(200);
    const families = await server.app.database.db
      .selectFrom("token_families")
      .select("revoked_reason")
      .where("user_id", "=", "user-learner")
      .where("revoked_at", "is not", null)
      .execute();
    expect(families).toEqual([]);
  });

  it("stores refresh tokens hashed, never as issued", async () => {
    const tokens = await login(server.url, "learner");
    const stored = await server.app.database.db.selectFrom("refresh_tokens").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(tokens.refresh_token);
  });
});

describe("POST /api/auth/logout", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("revokes the refresh token's family: its refresh and its access tokens stop working", async () => {
    const tokens = await login(server.url, "learner");
    const other = await login(server.url, "learner");
    const response = await sendJson(`${server.url}/api/auth/logout`, { refresh_token: tokens.refresh_token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 200, data: { revoked: true } });
    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(401);
    expect((await getJson(`${server.url}/api/accounts/users/me`, bearer(tokens.access_token))).status).toBe(401);
    // Another login (another tab or device) stays signed in.
    expect((await getJson(`${server.url}/api/accounts/users/me`, bearer(other.access_token))).status).toBe(200);
  });

  it("is idempotent and revokes the Bearer token's family when no refresh token is given", async () => {
    const tokens = await login(server.url, "learner2");
    const first = await sendJson(`${server.url}/api/auth/logout`, {}, bearer(tokens.access_token));
    expect(first.body.data).toEqual({ revoked: true });
    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(401);
    const again = await sendJson(`${server.url}/api/auth/logout`, { refresh_token: tokens.refresh_token });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ revoked: false });
    const anonymous = await fetch(`${server.url}/api/auth/logout`, { method: "POST" });
    expect(anonymous.status).toBe(200);
    expect((await anonymous.json()).data).toEqual({ revoked: false });
  });
});
