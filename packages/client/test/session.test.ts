import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import Cookies from "js-cookie";
import { signWorkplaceCode } from "../../server/src/domain/auth/workplace-codes";
import { createPageState } from "../src/storage/page-state";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { recordRequests, resetPage, testClient } from "./support/page";

let server: TestServer;
beforeAll(async () => {
  // The page's calls come from 127.0.0.1, which this server counts as the company network.
  server = await startReferenceServer({ INTRANET_CIDRS: "127.0.0.0/8" });
});
afterAll(() => server.close());
beforeEach(() => resetPage("/"));

describe("start-up logins", () => {
  it("[CL-RT-10] a _tpToken in the address is exchanged, the token set stored and the parameter removed", async () => {
    const target = "http://localhost:3000/course/5?sxz-lang=en_US";
    const start = await fetch(`${server.url}/api/auth/open/third/portal/authorization_code?targetUrl=${btoa(target)}`, {
      redirect: "manual",
    });
    expect(start.status).toBe(302);
    const back = new URL(start.headers.get("location")!);
    expect(back.searchParams.get("_tpToken")).toBeTruthy();
    history.replaceState(null, "", `${back.pathname}${back.search}`);
    const recorder = recordRequests();
    const client = testClient({ baseURL: server.url });
    await client.ready;
    recorder.stop();
    expect(
      recorder.urls.some((url) => /\/api\/auth\/oauth\/token\?code=[^&]+&grant_type=authorization_code$/.test(url)),
    ).toBe(true);
    expect(client.auth.isLoggedIn()).toBe(true);
    expect(location.href).toBe(target);
    const me = await client.http.get("/api/accounts/users/me");
    expect(me.data.data.user_name).toBe("learner");
    client.dispose();
  });

  it("[CL-ST-16] [CL-API-7] [CL-RT-6] [CL-ENT-7] workplace free login stores the tokens and sends a first-time user to first-access verification", async () => {
    const code = signWorkplaceCode(server.config.workplaceCodeSecret, {
      platformType: "welink",
      tenantId: "demo",
      syncType: "MOBILE",
      account: "+8613999999999",
      nickName: "New Colleague",
    });
    resetPage(`/h5/home?tag=welink&code=${encodeURIComponent(code)}&sxz-lang=en_US&tenantId=demo`);
    const client = testClient({ baseURL: server.url });
    const result = await client.session.freeLogin();
    expect(result).toMatchObject({ firstLogin: true, syncType: "MOBILE" });
    expect(client.navigations).toEqual(["/h5/weportal/#/firstAccessVerification?sxz-lang=en_US&syncType=MOBILE"]);
    expect(client.auth.isLoggedIn()).toBe(true);
    expect(location.search).toBe("?sxz-lang=en_US&tenantId=demo");
    const me = await client.http.get("/api/accounts/users/me");
    expect(me.data.data.mobile).toBe("+8613999999999");
    client.dispose();
  });

  it("[CL-ST-16] [CL-ENT-7] a known workplace account logs in without the verification page", async () => {
    const code = signWorkplaceCode(server.config.workplaceCodeSecret, {
      platformType: "welink",
      tenantId: "demo",
      syncType: "ENTERPRISE_ACCOUNT",
      account: "learner",
    });
    const again = signWorkplaceCode(server.config.workplaceCodeSecret, {
      platformType: "welink",
      tenantId: "demo",
      syncType: "ENTERPRISE_ACCOUNT",
      account: "learner",
    });
    resetPage(`/h5/home?tag=welink&code=${encodeURIComponent(code)}`);
    const first = testClient({ baseURL: server.url });
    expect(await first.session.freeLogin()).toMatchObject({ firstLogin: true, syncType: "ENTERPRISE_ACCOUNT" });
    resetPage(`/h5/home?tag=welink&code=${encodeURIComponent(again)}`);
    const second = testClient({ baseURL: server.url });
    expect(await second.session.freeLogin()).toEqual({ firstLogin: false, syncType: "ENTERPRISE_ACCOUNT" });
    expect(second.navigations).toEqual([]);
    expect((await second.http.get("/api/accounts/users/me")).data.data.user_name).toBe("learner");
    first.dispose();
    second.dispose();
  });

  it("[CL-API-6] the workplace auth code is issued for the logged-in user", async () => {
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    const data = (await client.session.workplaceAuthCode()) as { code: string; expiresIn: number };
    expect(typeof data.code).toBe("string");
    expect(data.expiresIn).toBeGreaterThan(0);
    client.dispose();
  });
});

describe("session lookups", () => {
  it("[CL-ST-10] the membership check runs once per user and school after a successful answer and is remembered for the session", async () => {
    resetPage("/?tenantId=acme");
    const recorder = recordRequests();
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    await client.http.get("/api/accounts/users/me");
    await expect
      .poll(() => sessionStorage.getItem("visitor_to_member"))
      .toBe(JSON.stringify({ "user-learner:acme": true }));
    await client.http.get("/api/accounts/users/me");
    const other = testClient({ baseURL: server.url, pageState: createPageState() });
    await other.http.get("/api/accounts/users/me");
    expect(recorder.count("/api/ischool/v1/members/get-member-is-valid/?tenantId=acme")).toBe(1);
    recorder.stop();
    // The server made the visitor a member of acme.
    const check = await client.http.get("/api/ischool/v1/members/get-member-is-valid/", {
      params: { tenantId: "acme" },
    });
    expect(check.data.data).toMatchObject({ valid: true, becameMember: false });
    client.dispose();
    other.dispose();
  });

  it("[CL-ST-10] no membership check for an anonymous visitor or without a school", async () => {
    const recorder = recordRequests();
    const client = testClient({ baseURL: server.url });
    await client.http.get("/api/health");
    await client.auth.login("learner", "learner");
    await client.http.get("/api/health");
    expect(recorder.count("get-member-is-valid")).toBe(0);
    recorder.stop();
    client.dispose();
  });

  it("[CL-ST-13] [CL-API-8] the client IP check sets hasInternal and the intranet lookups run once per page", async () => {
    const recorder = recordRequests();
    const page = createPageState();
    const a = testClient({ baseURL: server.url, pageState: page });
    const b = testClient({ baseURL: server.url, pageState: page });
    const [first, second] = await Promise.all([a.session.networkStatus(), b.session.networkStatus()]);
    await a.session.networkStatus();
    expect(first).toEqual({ internal: true, intranet: true });
    expect(second).toBe(first);
    expect(JSON.parse(localStorage.getItem("SXZ_hasInternal")!)).toBe("1");
    expect(recorder.count("/api/accounts/open/client/ip")).toBe(1);
    expect(recorder.count("/api/foundation/request/open/contentx")).toBe(1);
    recorder.stop();
    // CL-ROLE-2: on the company network the 401 goes to the intranet login.
    expect(a.auth.isInternalUser()).toBe(true);
    a.dispose();
    b.dispose();
  });

  it("[CL-ST-13] off the company network hasInternal is 0", async () => {
    const outside = await startReferenceServer({ INTRANET_CIDRS: "10.0.0.0/8" });
    try {
      const client = testClient({ baseURL: outside.url });
      expect(await client.session.networkStatus()).toEqual({ internal: false, intranet: false });
      expect(JSON.parse(localStorage.getItem("SXZ_hasInternal")!)).toBe("0");
      client.dispose();
    } finally {
      await outside.close();
    }
  });

  it("[CL-ENT-2] the current user summary: authorName is the nickname, else the real name, else the user name", async () => {
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    expect(await client.auth.currentUser()).toEqual({ id: "user-learner", authorName: "Lin Learner" });
    expect(JSON.parse(sessionStorage.getItem("sxz-user-info")!)).toEqual({
      id: "user-learner",
      authorName: "Lin Learner",
    });
    expect(JSON.parse(localStorage.getItem("SXZ_realName")!)).toBe("Lin Xiaoming");
    sessionStorage.clear();
    await client.auth.login("learner2", "learner2");
    expect(await client.auth.currentUser()).toEqual({ id: "user-learner2", authorName: "Maria Santos" });
    client.dispose();
  });

  it("[CL-ENT-4] [CL-VAL-5] redirects may go to active hosts of klt.allHost.allDomain, not to sunset ones", async () => {
    const client = testClient({ baseURL: server.url });
    const config = await client.auth.hostDomains();
    expect(config?.hostDomains.find((entry) => entry.host === "academy.partner.example.com")).toMatchObject({
      domain: "partner.example.com",
      isExclusiveHostNeedSync: true,
    });
    expect(config?.judgeExclusiveHostNeedSyncReg).toBe("^academy\\.[a-z0-9-]+\\.example\\.com$");
    expect(await client.auth.isLegalRedirect("https://academy.partner.example.com/course")).toBe(true);
    expect(await client.auth.isLegalRedirect("https://old.sxz.example.com/course")).toBe(false);
    expect(await client.auth.safeRedirectTarget("//evil.com")).toBe("/");
    client.dispose();
  });
});

describe("heartbeat", () => {
  it("[CL-ST-14] beats at start, then every 10 minutes, once per page whatever the number of clients, until stopped", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const recorder = recordRequests();
    try {
      const page = createPageState();
      const a = testClient({ baseURL: server.url, pageState: page });
      const b = testClient({ baseURL: server.url, pageState: page });
      a.session.heartbeat.start();
      b.session.heartbeat.start();
      expect(recorder.count("/api/sso/open/only4ssoTimeUpdate.do")).toBe(1);
      vi.advanceTimersByTime(10 * 60_000 - 1);
      expect(recorder.count("/api/sso/open/only4ssoTimeUpdate.do")).toBe(1);
      vi.advanceTimersByTime(1);
      expect(recorder.count("/api/sso/open/only4ssoTimeUpdate.do")).toBe(2);
      a.session.heartbeat.stop();
      vi.advanceTimersByTime(10 * 60_000);
      expect(recorder.count("/api/sso/open/only4ssoTimeUpdate.do")).toBe(3);
      b.session.heartbeat.stop();
      vi.advanceTimersByTime(30 * 60_000);
      expect(recorder.count("/api/sso/open/only4ssoTimeUpdate.do")).toBe(3);
      expect(b.session.heartbeat.running).toBe(false);
      a.dispose();
      b.dispose();
    } finally {
      recorder.stop();
      vi.useRealTimers();
    }
  });
});

describe("cookies", () => {
  it("[CL-ST-1] logged in means both token cookies exist", () => {
    const client = testClient({ baseURL: server.url });
    expect(client.auth.isLoggedIn()).toBe(false);
    Cookies.set(TOKEN_COOKIES.access, "a", { path: "/" });
    expect(client.auth.isLoggedIn()).toBe(false);
    Cookies.set(TOKEN_COOKIES.refresh, "r", { path: "/" });
    expect(client.auth.isLoggedIn()).toBe(true);
    Cookies.remove(TOKEN_COOKIES.access, { path: "/" });
    expect(client.auth.isLoggedIn()).toBe(false);
    client.dispose();
  });
});
