import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { hashPassword } from "../../src/domain/auth/passwords";
import { bearer, getJson, login, tokenRequest } from "../support/http";

describe("password grant of POST /api/auth/oauth/token", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("[CL-ENT-1] answers the OAuth2 token set with user_id, bearer type and lifetime", async () => {
    const response = await tokenRequest(server.url, {
      grant_type: "password",
      username: "learner",
      password: "learner",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      user_id: "user-learner",
      token_type: "bearer",
      expires_in: 900,
      tenant_id: "demo",
    });
    const me = await getJson(`${server.url}/api/accounts/users/me`, bearer(body.access_token));
    expect(me.body.data).toMatchObject({ id: "user-learner", role: "learner", tenantId: "demo" });
  });

  it("puts the admin role from the membership into the access token", async () => {
    const tokens = await login(server.url, "admin");
    const me = await getJson(`${server.url}/api/accounts/users/me`, bearer(tokens.access_token));
    expect(me.body.data).toMatchObject({ user_name: "admin", role: "admin", tenantId: "demo" });
  });

  it("takes the grant type from the query as well as the form", async () => {
    const response = await tokenRequest(
      server.url,
      { username: "learner2", password: "learner2" },
      { query: { grant_type: "password" } },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user_id).toBe("user-learner2");
  });

  it("answers a wrong password and an unknown user alike: 401 invalid_grant in the request language", async () => {
    const wrong = await tokenRequest(
      server.url,
      { grant_type: "password", username: "learner", password: "nope" },
      { headers: { "sxz-lang": "en_US" } },
    );
    const unknown = await tokenRequest(
      server.url,
      { grant_type: "password", username: "nobody", password: "nope" },
      { headers: { "sxz-lang": "en_US" } },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: "invalid_grant", error_description: "The user name or password is incorrect." };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it("answers missing fields, unknown grants and malformed bodies with 400 OAuth errors, never 500", async () => {
    const missing = await tokenRequest(server.url, { grant_type: "password", username: "learner" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "invalid_request" });
    const unknownGrant = await tokenRequest(server.url, { grant_type: "client_credentials" });
    expect(unknownGrant.status).toBe(400);
    expect(await unknownGrant.json()).toMatchObject({ error: "invalid_request" });
    const noGrant = await tokenRequest(server.url, {});
    expect(noGrant.status).toBe(400);
    expect(await noGrant.json()).toMatchObject({ error: "unsupported_grant_type" });
    const badJson = await fetch(`${server.url}/api/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(badJson.status).toBe(400);
    const tooLong = await tokenRequest(server.url, {
      grant_type: "password",
      username: "x".repeat(500),
      password: "y",
    });
    expect(tooLong.status).toBe(400);
  });

  it("signs in to the school named by the tenant_id header, as a visitor learner when not a member", async () => {
    const tokens = await login(server.url, "admin", "admin", { tenant_id: "acme" });
    expect(tokens.tenant_id).toBe("acme");
    const me = await getJson(`${server.url}/api/accounts/users/me`, bearer(tokens.access_token));
    // admin of demo is no admin of acme
    expect(me.body.data).toMatchObject({ tenantId: "acme", role: "learner" });
  });

  it("refuses an unknown school", async () => {
    const response = await tokenRequest(server.url, {
      grant_type: "password",
      username: "learner",
      password: "learner",
      tenantId: "no-such-school",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("[CL-RT-2] answers check-login-type-result: false when the school's login method is not the own login page", async () => {
    const response = await tokenRequest(
      server.url,
      { grant_type: "password", username: "learner", password: "learner" },
      { headers: { tenantId: "partner" } },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("check-login-type-result")).toBe("false");
    expect(await response.json()).toMatchObject({ error: "access_denied" });
    const allowed = await tokenRequest(
      server.url,
      { grant_type: "password", username: "learner", password: "learner" },
      { headers: { tenantId: "demo" } },
    );
    expect(allowed.headers.get("check-login-type-result")).toBeNull();
  });

  it("[CL-RT-2] refuses a password login to a home school that signs in elsewhere, after the password", async () => {
    await server.app.database.db
      .insertInto("users")
      .values({
        id: "user-partner",
        user_name: "partner-user",
        nick_name: null,
        real_name: "Pat Partner",
        avatar: null,
        email: null,
        mobile: null,
        password_hash: await hashPassword("partner-user"),
        disabled: 0,
        home_school_id: "partner",
        created_at: Date.now(),
      })
      .execute();
    const response = await tokenRequest(server.url, {
      grant_type: "password",
      username: "partner-user",
      password: "partner-user",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("check-login-type-result")).toBe("false");
    const wrong = await tokenRequest(server.url, {
      grant_type: "password",
      username: "partner-user",
      password: "nope",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("check-login-type-result")).toBeNull();
  });

  it("[CL-ERR-3] refuses a disabled user's password login with body code 901100005 (only after the right password)", async () => {
    await server.app.database.db
      .updateTable("users")
      .set({ disabled: 1 })
      .where("user_name", "=", "learner2")
      .execute();
    try {
      const right = await tokenRequest(server.url, {
        grant_type: "password",
        username: "learner2",
        password: "learner2",
      });
      expect(right.status).toBe(403);
      expect(await right.json()).toMatchObject({ error: "access_denied", code: 901100005 });
      const wrong = await tokenRequest(server.url, { grant_type: "password", username: "learner2", password: "guess" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).not.toHaveProperty("code");
    } finally {
      await server.app.database.db
        .updateTable("users")
        .set({ disabled: 0 })
        .where("user_name", "=", "learner2")
        .execute();
    }
  });

  it("stores only scrypt hashes of passwords", async () => {
    const rows = await server.app.database.db
      .selectFrom("users")
      .select(["user_name", "password_hash"])
      .where("user_name", "in", ["learner", "learner2", "admin", "acme-admin", "acme-learner"])
      .execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(row.password_hash).not.toContain(row.user_name);
    }
  });
});

describe("brute-force limits of the password grant", () => {
  it("answers 429 with Retry-After once an account has failed too often from an address, even for the right password", async () => {
    const server = await startTestServer({ LOGIN_FAILURES_PER_MINUTE: "3" });
    try {
      for (let i = 0; i < 3; i += 1) {
        const response = await tokenRequest(server.url, {
          grant_type: "password",
          username: "learner",
          password: `guess-${i}`,
        });
        expect(response.status).toBe(401);
      }
      const blocked = await tokenRequest(
        server.url,
        { grant_type: "password", username: "learner", password: "learner" },
        { headers: { "sxz-lang": "en_US" } },
      );
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await blocked.json()).toMatchObject({
        error: "too_many_requests",
        error_description: expect.stringContaining("Too many login attempts"),
      });
      // Refreshing is not a password attempt and stays open.
      const other = await tokenRequest(server.url, { grant_type: "refresh_token", refresh_token: "unknown" });
      expect(other.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it("answers 429 past the per-minute attempt budget of the password grant", async () => {
    const server = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      await login(server.url, "learner");
      await login(server.url, "learner");
      const third = await tokenRequest(server.url, {
        grant_type: "password",
        username: "learner",
        password: "learner",
      });
      expect(third.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
