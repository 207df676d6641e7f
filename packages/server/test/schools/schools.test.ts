import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, sendJson } from "../support/http";

describe("schools and memberships", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  describe("schools", () => {
    it("[CL-API-9] [CL-ENT-3] POST /api/ischool/v1/open/schools/ answers id and loginMethod from the tenant headers or body", async () => {
      const byHeader = await sendJson(`${server.url}/api/ischool/v1/open/schools/`, {}, { tenant_id: "demo" });
      expect(byHeader.body).toEqual({
        code: 200,
        message: "成功",
        data: { id: "demo", name: "Demo School", loginMethod: "1" },
      });
      const byBody = await sendJson(`${server.url}/api/ischool/v1/open/schools/`, { tenantId: "partner" });
      expect(byBody.body.data).toEqual({ id: "partner", name: "Partner University", loginMethod: "4" });
      const byQuery = await fetch(`${server.url}/api/ischool/v1/open/schools/?schoolId=acme`, { method: "POST" });
      expect((await byQuery.json()).data.id).toBe("acme");
    });

    it("[CL-ERR-4] answers an unknown school with code 404002 and data null, and a missing one with 400", async () => {
      const unknown = await sendJson(`${server.url}/api/ischool/v1/open/schools/`, { tenantId: "nowhere" });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toMatchObject({ code: 404002, data: null });
      const missing = await sendJson(`${server.url}/api/ischool/v1/open/schools/`, {});
      expect(missing.status).toBe(400);
      const injected = await sendJson(`${server.url}/api/ischool/v1/open/schools/`, { tenantId: "demo' OR '1'='1" });
      expect(injected.status).toBe(400);
    });

    it("[CL-API-9] common-current gives data.pcs[0].oath2Config for an OAuth2 school and null for the others", async () => {
      const oauth = await sendJson(`${server.url}/api/ischool/v1/open/schools/common-current`, {
        tenantId: "partner",
        lang: "en_US",
        bundleId: "com.sxz.web",
        terminal: "pc",
      });
      expect(oauth.body.data).toEqual({
        id: "partner",
        name: "Partner University",
        loginMethod: "4",
        pcs: [
          {
            terminal: "pc",
            oath2Config: {
              authorizeServiceUrl: "https://sso.partner.example.com/oauth2/authorize",
              clientId: "sxz-partner-portal",
              redirectUrl: "https://academy.partner.example.com/login/oauth2/callback",
            },
          },
        ],
      });
      const own = await sendJson(`${server.url}/api/ischool/v1/open/schools/common-current`, {
        tenantId: "demo",
        lang: "zh_CN",
        terminal: "pc",
      });
      expect(own.body.data.pcs).toEqual([{ terminal: "pc", oath2Config: null }]);
      expect(
        (await sendJson(`${server.url}/api/ischool/v1/open/schools/common-current`, { tenantId: "nowhere" })).body.code,
      ).toBe(404002);
      expect(
        (await sendJson(`${server.url}/api/ischool/v1/open/schools/common-current`, { lang: "en_US" })).status,
      ).toBe(400);
    });
  });

  describe("GET /api/ischool/v1/members/get-member-is-valid/", () => {
    const check = (tenantId: string, token?: string) =>
      getJson(
        `${server.url}/api/ischool/v1/members/get-member-is-valid/?tenantId=${tenantId}`,
        token ? bearer(token) : {},
      );

    it("[CL-ST-10] turns a logged-in visitor into a learner member once, and confirms members", async () => {
      const tokens = await login(server.url, "learner");
      const first = await check("acme", tokens.access_token);
      expect(first.body).toMatchObject({
        code: 200,
        data: { tenantId: "acme", valid: true, role: "learner", becameMember: true },
      });
      const second = await check("acme", tokens.access_token);
      expect(second.body.data).toMatchObject({ becameMember: false, memberSince: first.body.data.memberSince });
      const home = await check("demo", tokens.access_token);
      expect(home.body.data).toMatchObject({ becameMember: false, role: "learner" });
      const admin = await login(server.url, "admin");
      expect((await check("demo", admin.access_token)).body.data.role).toBe("admin");
    });

    it("joins exactly once under concurrent checks", async () => {
      const tokens = await login(server.url, "learner2");
      const answers = await Promise.all(Array.from({ length: 10 }, () => check("partner", tokens.access_token)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.data.becameMember)).toHaveLength(1);
    });

    it("refuses anonymous callers, unknown schools and a missing tenantId", async () => {
      expect((await check("demo")).status).toBe(401);
      const tokens = await login(server.url, "learner");
      expect((await check("nowhere", tokens.access_token)).status).toBe(404);
      expect(
        (await getJson(`${server.url}/api/ischool/v1/members/get-member-is-valid/`, bearer(tokens.access_token)))
          .status,
      ).toBe(400);
    });
  });
});
