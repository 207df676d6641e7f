import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { signWorkplaceCode } from "../../src/domain/auth/workplace-codes";
import { bearer, getJson, login, refresh, sendJson, tokenRequest } from "../support/http";

const b64 = (text: string) => Buffer.from(text).toString("base64");

function exchange(url: string, code: string) {
  return fetch(`${url}/api/auth/oauth/token?code=${encodeURIComponent(code)}&grant_type=authorization_code`, {
    method: "POST",
  });
}

describe("authorization codes and the other ways in", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REDIRECT_ALLOWED_HOSTS: "learn.sxz.example.com" });
  });
  afterAll(async () => server.close());

  describe("GET /api/auth/v1/oauth/authorize", () => {
    const path = "/api/auth/v1/oauth/authorize?grant_type=authorization_code&client_id=gateway&response_type=code";

    it("[CL-API-6] issues a short-lived code to a logged-in caller that exchanges once for a token set", async () => {
      const tokens = await login(server.url, "learner");
      const answer = await getJson(`${server.url}${path}&state=xyz`, bearer(tokens.access_token));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        code: 200,
        data: { code: expect.any(String), expiresIn: 120, state: "xyz" },
      });
      const first = await exchange(server.url, answer.body.data.code);
      expect(first.status).toBe(200);
      const exchanged = await first.json();
      expect(exchanged).toMatchObject({ user_id: "user-learner", tenant_id: "demo", token_type: "bearer" });
      const me = await getJson(`${server.url}/api/accounts/users/me`, bearer(exchanged.access_token));
      expect(me.body.data.id).toBe("user-learner");
    });

    it("revokes what a code issued when the code is replayed", async () => {
      const tokens = await login(server.url, "learner");
      const { body } = await getJson(`${server.url}${path}`, bearer(tokens.access_token));
      const exchanged = await (await exchange(server.url, body.data.code)).json();
      const replay = await exchange(server.url, body.data.code);
      expect(replay.status).toBe(401);
      expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
      expect((await refresh(server.url, exchanged.refresh_token)).status).toBe(401);
    });

    it("refuses anonymous callers, unknown clients and malformed queries", async () => {
      expect((await getJson(`${server.url}${path}`)).status).toBe(401);
      const tokens = await login(server.url, "learner");
      const unknownClient = await getJson(
        `${server.url}${path.replace("gateway", "other")}`,
        bearer(tokens.access_token),
      );
      expect(unknownClient.status).toBe(400);
      const malformed = await getJson(
        `${server.url}/api/auth/v1/oauth/authorize?grant_type=password&client_id=gateway&response_type=code`,
        bearer(tokens.access_token),
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe(400);
    });

    it("refuses an expired code", async () => {
      const tokens = await login(server.url, "learner");
      const { body } = await getJson(`${server.url}${path}`, bearer(tokens.access_token));
      await server.app.database.db
        .updateTable("authorization_codes")
        .set({ expires_at: Date.now() - 1 })
        .execute();
      expect((await exchange(server.url, body.data.code)).status).toBe(401);
    });
  });

  describe("stand-in third-party login", () => {
    const start = (provider: string, target: string, extra = "") =>
      fetch(
        `${server.url}/api/auth/open/third/${provider}/authorization_code?sxz-lang=en_US&targetUrl=${encodeURIComponent(b64(target))}${extra}`,
        { redirect: "manual" },
      );

    it("[CL-RT-9] [CL-RT-10] redirects back to the same-origin target with a _tpToken that exchanges for a token set", async () => {
      const target = `${server.url}/courses/course-intro?tab=reviews#top`;
      const response = await start("group", target, "&loginChannel=89000010");
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!);
      expect(location.origin).toBe(server.url);
      expect(location.pathname).toBe("/courses/course-intro");
      expect(location.searchParams.get("tab")).toBe("reviews");
      expect(location.hash).toBe("#top");
      const code = location.searchParams.get("_tpToken")!;
      expect(code).toMatch(/^[\w-]{43}$/);
      const tokens = await exchange(server.url, code);
      expect(tokens.status).toBe(200);
      expect(await tokens.json()).toMatchObject({ user_id: "user-learner", tenant_id: "demo" });
      expect((await exchange(server.url, code)).status).toBe(401);
    });

    it("reads a base64 targetUrl whose + was not percent-encoded, and URL-safe base64", async () => {
      const target = `${server.url}/a?x=>>>`;
      expect(b64(target)).toContain("+");
      const raw = await fetch(`${server.url}/api/auth/open/third/group/authorization_code?targetUrl=${b64(target)}`, {
        redirect: "manual",
      });
      expect(raw.status).toBe(302);
      expect(new URL(raw.headers.get("location")!).searchParams.get("x")).toBe(">>>");
      const urlSafe = Buffer.from(target).toString("base64url");
      const safe = await fetch(`${server.url}/api/auth/open/third/group/authorization_code?targetUrl=${urlSafe}`, {
        redirect: "manual",
      });
      expect(safe.status).toBe(302);
    });

    it("accepts the corporate portal provider and a configured host", async () => {
      const response = await start("portal", "https://learn.sxz.example.com/home");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^https:\/\/learn\.sxz\.example\.com\/home\?_tpToken=/);
    });

    it("[CL-VAL-5] refuses foreign, protocol-relative, script, userinfo and undecodable targets without redirecting", async () => {
      const host = new URL(server.url).host;
      const bad = [
        "https://evil.example.com/",
        `//evil.example.com/`,
        "javascript:alert(1)",
        `http://user@${host}/`,
        `http://${host}@evil.example.com/`,
        `http:\\\\evil.example.com\\${host}`,
        `https://${host}/`,
        `${server.url}/\u0000x`,
      ];
      for (const target of bad) {
        const response = await start("group", target);
        expect(response.status, target).toBe(400);
        expect(response.headers.get("location")).toBeNull();
      }
      const garbage = await fetch(`${server.url}/api/auth/open/third/group/authorization_code?targetUrl=%%%`, {
        redirect: "manual",
      });
      expect(garbage.status).toBe(400);
      const notBase64 = await fetch(
        `${server.url}/api/auth/open/third/group/authorization_code?targetUrl=${encodeURIComponent("http://x/")}`,
        { redirect: "manual" },
      );
      expect(notBase64.status).toBe(400);
    });

    it("answers 404 for an unknown provider", async () => {
      const response = await start("someone-else", `${server.url}/`);
      expect(response.status).toBe(404);
    });
  });

  describe("workplace free login", () => {
    const secret = () => server.config.workplaceCodeSecret;
    const freeLogin = (body: unknown) => sendJson(`${server.url}/api/welink/proxy/rest/v1/open/free_login`, body);

    it("[CL-API-7] [CL-ENT-7] maps the workplace account by email: first login, then not, with a token set", async () => {
      const code = signWorkplaceCode(secret(), {
        platformType: "welink",
        tenantId: "demo",
        syncType: "EMAIL",
        account: "learner@demo.sxz.example.com",
      });
      const first = await freeLogin({ code, platformType: "welink", state: "s1" });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        firstLogin: true,
        syncType: "EMAIL",
        oauth2AccessToken: {
          user_id: "user-learner",
          tenant_id: "demo",
          token_type: "bearer",
          access_token: expect.any(String),
          refresh_token: expect.any(String),
        },
      });
      const again = await freeLogin({
        code: signWorkplaceCode(secret(), {
          platformType: "welink",
          tenantId: "demo",
          syncType: "EMAIL",
          account: "learner@demo.sxz.example.com",
        }),
        platformType: "welink",
      });
      expect(again.body.data).toMatchObject({ firstLogin: false, syncType: "EMAIL" });
      const me = await getJson(
        `${server.url}/api/accounts/users/me`,
        bearer(again.body.data.oauth2AccessToken.access_token),
      );
      expect(me.body.data.user_name).toBe("learner");
    });

    it("maps MOBILE to the mobile number and ENTERPRISE_ACCOUNT to the user name", async () => {
      const mobile = await freeLogin({
        code: signWorkplaceCode(secret(), {
          platformType: "welink",
          tenantId: "demo",
          syncType: "MOBILE",
          account: "+8613800000002",
        }),
        platformType: "welink",
      });
      expect(mobile.body.data).toMatchObject({ syncType: "MOBILE", oauth2AccessToken: { user_id: "user-learner2" } });
      const enterprise = await freeLogin({
        code: signWorkplaceCode(secret(), {
          platformType: "welink",
          tenantId: "demo",
          syncType: "ENTERPRISE_ACCOUNT",
          account: "admin",
        }),
        platformType: "welink",
      });
      expect(enterprise.body.data).toMatchObject({
        syncType: "ENTERPRISE_ACCOUNT",
        oauth2AccessToken: { user_id: "user-admin" },
      });
    });

    it("creates a learner for an account seen for the first time", async () => {
      const code = signWorkplaceCode(secret(), {
        platformType: "welink",
        tenantId: "acme",
        syncType: "EMAIL",
        account: "new.person@acme.example.com",
        nickName: "New Person",
      });
      const answer = await freeLogin({ code, platformType: "welink" });
      expect(answer.body.data.firstLogin).toBe(true);
      const me = await getJson(
        `${server.url}/api/accounts/users/me`,
        bearer(answer.body.data.oauth2AccessToken.access_token),
      );
      expect(me.body.data).toMatchObject({
        nickName: "New Person",
        email: "new.person@acme.example.com",
        tenantId: "acme",
        role: "learner",
      });
    });

    it("refuses a replayed, forged, expired or mismatched code with 401", async () => {
      const code = signWorkplaceCode(secret(), {
        platformType: "welink",
        tenantId: "demo",
        syncType: "ENTERPRISE_ACCOUNT",
        account: "learner2",
      });
      expect((await freeLogin({ code, platformType: "welink" })).status).toBe(200);
      const replay = await freeLogin({ code, platformType: "welink" });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe(401);
      const forged = signWorkplaceCode("x".repeat(64), {
        platformType: "welink",
        tenantId: "demo",
        syncType: "EMAIL",
        account: "learner@demo.sxz.example.com",
      });
      expect((await freeLogin({ code: forged, platformType: "welink" })).status).toBe(401);
      const expired = signWorkplaceCode(secret(), {
        platformType: "welink",
        tenantId: "demo",
        syncType: "EMAIL",
        account: "x@y.z",
        exp: Math.floor(Date.now() / 1000) - 1,
      });
      expect((await freeLogin({ code: expired, platformType: "welink" })).status).toBe(401);
      const other = signWorkplaceCode(secret(), {
        platformType: "welink",
        tenantId: "demo",
        syncType: "EMAIL",
        account: "x@y.z",
      });
      expect((await freeLogin({ code: other, platformType: "othertalk" })).status).toBe(401);
      expect((await freeLogin({ code: "garbage", platformType: "welink" })).status).toBe(401);
    });

    it("answers 400 to a malformed body", async () => {
      expect((await freeLogin({ platformType: "welink" })).status).toBe(400);
      expect((await freeLogin({ code: "", platformType: "welink" })).status).toBe(400);
    });
  });

  it("never exchanges a workplace code at the token endpoint", async () => {
    const code = signWorkplaceCode(server.config.workplaceCodeSecret, {
      platformType: "welink",
      tenantId: "demo",
      syncType: "ENTERPRISE_ACCOUNT",
      account: "learner",
    });
    expect((await tokenRequest(server.url, { grant_type: "authorization_code", code })).status).toBe(401);
  });
});
