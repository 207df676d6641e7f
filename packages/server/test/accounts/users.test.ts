import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, refresh, sendJson } from "../support/http";

describe("users", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  describe("GET /api/accounts/users/me", () => {
    it("[CL-ENT-2] answers id, user_name, nickName, realName and the rest of the caller's own account", async () => {
      const tokens = await login(server.url, "learner2");
      const { status, body } = await getJson(`${server.url}/api/accounts/users/me`, bearer(tokens.access_token));
      expect(status).toBe(200);
      expect(body).toEqual({
        code: 200,
        message: "成功",
        data: {
          id: "user-learner2",
          user_name: "learner2",
          nickName: null,
          realName: "Maria Santos",
          avatar: null,
          email: "learner2@demo.sxz.example.com",
          mobile: "+8613800000002",
          tenantId: "demo",
          role: "learner",
        },
      });
      expect(JSON.stringify(body)).not.toContain("password");
    });

    it("answers 401 to anonymous callers and to forged or expired tokens", async () => {
      expect((await getJson(`${server.url}/api/accounts/users/me`)).status).toBe(401);
      const tokens = await login(server.url, "learner");
      const [claims] = tokens.access_token.split(".");
      const forged = `${claims}.${"A".repeat(43)}`;
      expect((await getJson(`${server.url}/api/accounts/users/me`, bearer(forged))).status).toBe(401);
      // The server (in this process) reads a clock moved past the token's lifetime.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (tokens.expires_in + 1) * 1000 });
      try {
        const expired = await getJson(`${server.url}/api/accounts/users/me`, bearer(tokens.access_token));
        expect(expired.status).toBe(401);
        expect(expired.body.code).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe("PUT /api/accounts/users/{id}/status", () => {
    it("[CL-ERR-3] lets a school's admin disable a member: the member's live session answers 901100005", async () => {
      const admin = await login(server.url, "admin");
      const member = await login(server.url, "learner2");
      const disabled = await sendJson(
        `${server.url}/api/accounts/users/user-learner2/status`,
        { disabled: true },
        bearer(admin.access_token),
        "PUT",
      );
      expect(disabled.body).toMatchObject({ code: 200, data: { id: "user-learner2", disabled: true } });
      const me = await getJson(`${server.url}/api/accounts/users/me?sxz-lang=en_US`, bearer(member.access_token));
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        code: 901100005,
        data: null,
        message: "Your account has been disabled. Please contact the administrator.",
      });
      expect((await refresh(server.url, member.refresh_token)).status).toBe(403);
      await sendJson(
        `${server.url}/api/accounts/users/user-learner2/status`,
        { disabled: false },
        bearer(admin.access_token),
        "PUT",
      );
      expect((await getJson(`${server.url}/api/accounts/users/me`, bearer(member.access_token))).body.code).toBe(200);
    });

    it("refuses learners (403), anonymous callers (401) and users of another school (404, no IDOR)", async () => {
      const learner = await login(server.url, "learner");
      expect(
        (
          await sendJson(
            `${server.url}/api/accounts/users/user-learner2/status`,
            { disabled: true },
            bearer(learner.access_token),
            "PUT",
          )
        ).status,
      ).toBe(403);
      expect(
        (await sendJson(`${server.url}/api/accounts/users/user-learner2/status`, { disabled: true }, {}, "PUT")).status,
      ).toBe(401);
      const acmeAdmin = await login(server.url, "acme-admin");
      const foreign = await sendJson(
        `${server.url}/api/accounts/users/user-learner/status`,
        { disabled: true },
        bearer(acmeAdmin.access_token),
        "PUT",
      );
      expect(foreign.status).toBe(404);
      const row = await server.app.database.db
        .selectFrom("users")
        .select("disabled")
        .where("id", "=", "user-learner")
        .executeTakeFirstOrThrow();
      expect(row.disabled).toBe(0);
      const admin = await login(server.url, "admin");
      expect(
        (
          await sendJson(
            `${server.url}/api/accounts/users/user-admin/status`,
            { disabled: true },
            bearer(admin.access_token),
            "PUT",
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await sendJson(
            `${server.url}/api/accounts/users/user-learner/status`,
            { disabled: "maybe" },
            bearer(admin.access_token),
            "PUT",
          )
        ).status,
      ).toBe(400);
    });
  });
});
