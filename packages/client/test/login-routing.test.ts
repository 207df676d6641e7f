import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { envelope, json, startStubServer } from "./support/stub-server";
import type { StubServer } from "./support/stub-server";
import { recordRequests, resetPage, testClient } from "./support/page";

const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));

let server: TestServer;
/** Schools with login methods "2" and "3" (the reference server seeds only "1" and "4"), and the channel list. */
let stub: StubServer;
let channelOrigins: string[] = [];
beforeAll(async () => {
  server = await startReferenceServer();
  stub = await startStubServer((request, response) => {
    if (request.path === "/api/ischool/v1/open/schools/") {
      const tenantId = JSON.parse(request.body || "{}").tenantId as string;
      return json(
        response,
        200,
        envelope({
          id: tenantId,
          name: tenantId,
          loginMethod: tenantId === "sso-school" ? "2" : tenantId === "portal-school" ? "3" : "1",
        }),
      );
    }
    if (request.path === "/api/foundation/configProperty/open/value/sxz.school.hwLoginDomain")
      return json(response, 200, envelope(JSON.stringify(channelOrigins)));
    return json(response, 200, envelope(null, -100));
  });
});
afterAll(async () => {
  await server.close();
  await stub.close();
});
beforeEach(() => {
  channelOrigins = [];
});

describe("login routing by the school's login method", () => {
  it("[CL-RT-1] [CL-ST-15] [CL-API-9] the product's own login page on desktop web, with redirect and language", async () => {
    resetPage("/course/1?tenantId=demo&sxz-lang=en_US");
    const client = testClient({ baseURL: server.url, environment: { kind: "web", mobileWeb: false } });
    await client.auth.redirectToLogin();
    expect(client.navigations).toEqual([
      `/login/index?redirect=${encodeURIComponent("http://localhost:3000/course/1?tenantId=demo&sxz-lang=en_US")}&sxz-lang=en_US`,
    ]);
    expect(JSON.parse(localStorage.getItem("SXZ_login_redirect")!)).toBe(
      "http://localhost:3000/course/1?tenantId=demo&sxz-lang=en_US",
    );
    expect(JSON.parse(localStorage.getItem("SXZ_loginMethod")!)).toMatchObject({ tenantId: "demo", value: "1" });
    client.dispose();
  });

  it("[CL-ENT-9] [CL-ENT-10] the school lookup keeps the school's id and title (SXZ_schoolId, SXZ_schoolTitle) and school_info", async () => {
    resetPage("/course/1?tenantId=acme");
    const client = testClient({ baseURL: server.url });
    await client.auth.loginUrl();
    expect(JSON.parse(localStorage.getItem("SXZ_schoolId")!)).toBe("acme");
    expect(JSON.parse(localStorage.getItem("SXZ_schoolTitle")!)).toBe("Acme Academy");
    expect(JSON.parse(sessionStorage.getItem("school_info")!)).toEqual({
      id: "acme",
      name: "Acme Academy",
      loginMethod: "1",
    });
    // An unknown school (404002, data null) leaves no title or info of another school behind.
    resetPage("/course/1?tenantId=no-such-school");
    localStorage.setItem("SXZ_schoolTitle", JSON.stringify("Acme Academy"));
    sessionStorage.setItem("school_info", JSON.stringify({ id: "acme" }));
    await testClient({ baseURL: server.url }).auth.loginUrl();
    expect(localStorage.getItem("SXZ_schoolTitle")).toBeNull();
    expect(sessionStorage.getItem("school_info")).toBeNull();
    client.dispose();
  });

  it("[CL-RT-5] mobile web goes to the mobile login page", async () => {
    resetPage("/m/course?tenantId=demo&sxz-lang=ko_KR");
    const client = testClient({ baseURL: server.url, environment: { kind: "web", mobileWeb: true } });
    expect(await client.auth.loginUrl()).toBe(
      `/commonUsage/loginPage.htm?redirect=${encodeURIComponent("http://localhost:3000/m/course?tenantId=demo&sxz-lang=ko_KR")}&sxz-lang=ko_KR`,
    );
    client.dispose();
  });

  it("[CL-ST-15] [CL-ENT-3] [CL-API-9] login method 4 goes to the school's OAuth2 authorize URL from oath2Config", async () => {
    resetPage("/course/1?tenantId=partner&sxz-lang=en_US");
    const client = testClient({ baseURL: server.url });
    const url = new URL(await client.auth.loginUrl());
    expect(`${url.origin}${url.pathname}`).toBe("https://sso.partner.example.com/oauth2/authorize");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe("sxz-partner-portal");
    expect(url.searchParams.get("redirect_uri")).toBe("https://academy.partner.example.com/login/oauth2/callback");
    expect(fromBase64(url.searchParams.get("state")!)).toBe(
      "http://localhost:3000/course/1?tenantId=partner&sxz-lang=en_US",
    );
    expect(JSON.parse(localStorage.getItem("SXZ_oath2ConfigUrl")!)).toBe(
      "https://sso.partner.example.com/oauth2/authorize",
    );
    client.dispose();
  });

  it("[CL-ST-15] [CL-RT-9] login methods 2 and 3 go to the two third-party providers with a base64 targetUrl", async () => {
    resetPage("/课程/1?tenantId=sso-school&sxz-lang=zh_CN");
    const client = testClient({ baseURL: stub.url });
    const sso = new URL(await client.auth.loginUrl(), "http://localhost:3000");
    expect(sso.pathname).toBe("/api/auth/open/third/group/authorization_code");
    expect(sso.searchParams.get("sxz-lang")).toBe("zh_CN");
    expect(fromBase64(sso.searchParams.get("targetUrl")!)).toBe(location.href);
    expect(sso.searchParams.has("loginChannel")).toBe(false);
    history.replaceState(null, "", "/x?tenantId=portal-school");
    const portal = new URL(await client.auth.loginUrl(), "http://localhost:3000");
    expect(portal.pathname).toBe("/api/auth/open/third/portal/authorization_code");
    client.dispose();
  });

  it("[CL-RT-9] loginChannel=89000010 is added when the origin is in sxz.school.hwLoginDomain", async () => {
    resetPage("/x?tenantId=portal-school");
    channelOrigins = ["https://other.example.com", "http://localhost:3000"];
    const client = testClient({ baseURL: stub.url });
    const url = new URL(await client.auth.loginUrl(), "http://localhost:3000");
    expect(url.searchParams.get("loginChannel")).toBe("89000010");
    client.dispose();
  });

  it("[CL-ST-15] the school's login method is cached for 3 minutes", async () => {
    resetPage("/x?tenantId=sso-school");
    const recorder = recordRequests();
    try {
      const client = testClient({ baseURL: stub.url });
      await client.auth.loginUrl();
      await client.auth.loginUrl();
      const second = testClient({ baseURL: stub.url });
      await second.auth.loginUrl();
      expect(recorder.count("/api/ischool/v1/open/schools/")).toBe(1);
      const cached = JSON.parse(localStorage.getItem("SXZ_loginMethod")!);
      expect(cached.expiresAt - Date.now()).toBeGreaterThan(170_000);
      expect(cached.expiresAt - Date.now()).toBeLessThanOrEqual(180_000);
      localStorage.setItem("SXZ_loginMethod", JSON.stringify({ ...cached, expiresAt: Date.now() - 1 }));
      const third = testClient({ baseURL: stub.url });
      await third.auth.loginUrl();
      expect(recorder.count("/api/ischool/v1/open/schools/")).toBe(2);
      for (const each of [client, second, third]) each.dispose();
    } finally {
      recorder.stop();
    }
  });
});
