import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAxiosError } from "axios";
import Cookies from "js-cookie";
import { isPlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import type { ExamContent401Report } from "../src/http/exam-content-report";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { envelope, json, startStubServer } from "./support/stub-server";
import type { StubServer } from "./support/stub-server";
import { resetPage, testClient } from "./support/page";

let server: TestServer;
let stub: StubServer;
beforeAll(async () => {
  server = await startReferenceServer();
  // Only for a header the reference server sends on its token endpoint alone.
  stub = await startStubServer((request, response) => {
    if (request.path === "/api/login-type")
      return json(response, 200, envelope(null), { "check-login-type-result": "false" });
    return json(
      response,
      200,
      envelope({ code: Number(request.query.get("code") ?? 200) }, Number(request.query.get("code") ?? 200)),
    );
  });
});
afterAll(async () => {
  await server.close();
  await stub.close();
});
beforeEach(() => resetPage("/"));

describe("error catalogue against the reference server", () => {
  it("[CL-ERR-4] body code 404002 (an unknown school) is a normal answer", async () => {
    const client = testClient({ baseURL: server.url });
    const response = await client.http.post("/api/ischool/v1/open/schools/", { tenantId: "no-such-school" });
    expect(response.data).toMatchObject({ code: 404002, data: null });
    expect(client.navigations).toEqual([]);
    client.dispose();
  });

  it("[CL-ERR-3] body code 901100005 logs the user out with no popup (redirect to login) when headershow is not true", async () => {
    const admin = testClient({ baseURL: server.url });
    const learner = testClient({ baseURL: server.url });
    const shown: string[] = [];
    learner.auth.registerLoginDialog({ show: ({ reason }) => shown.push(reason) });
    await learner.auth.login("learner2", "learner2");
    const learnerTokens = { ...learner.auth.tokens.read() };
    await admin.auth.login("admin", "admin");
    await admin.http.put("/api/accounts/users/user-learner2/status", { disabled: true });
    // Back to the learner's session.
    learner.auth.tokens.write(learnerTokens as Required<typeof learnerTokens>);
    const error = await learner.http.get("/api/accounts/users/me").catch((reason: unknown) => reason);
    expect(isPlatformError(error, "forced-logout")).toBe(true);
    await expect.poll(() => learner.navigations.length).toBe(1);
    expect(learner.navigations[0]).toMatch(/^\/login\/index\?/);
    expect(shown).toEqual([]);
    expect(learner.auth.isLoggedIn()).toBe(false);
    await admin.auth.login("admin", "admin");
    await admin.http.put("/api/accounts/users/user-learner2/status", { disabled: false });
    admin.dispose();
    learner.dispose();
  });

  it("[CL-ERR-3] with headershow=true the forced logout shows the login dialog", async () => {
    resetPage("/?headershow=true");
    const client = testClient({ baseURL: stub.url });
    const shown: string[] = [];
    client.auth.registerLoginDialog({ show: ({ reason }) => shown.push(reason) });
    Cookies.set(TOKEN_COOKIES.access, "a", { path: "/" });
    Cookies.set(TOKEN_COOKIES.refresh, "r", { path: "/" });
    const errors = await Promise.all(
      [1, 2, 3].map(() =>
        client.http.get("/api/x", { params: { code: 901100005 } }).catch((reason: unknown) => reason),
      ),
    );
    expect(errors.every((error) => isPlatformError(error, "forced-logout"))).toBe(true);
    // Three answers, one logout.
    await expect.poll(() => shown).toEqual(["forced"]);
    await client.auth.logout({ stayOnPage: true });
    expect(shown).toEqual(["forced"]);
    expect(stub.calls("/api/auth/logout")).toHaveLength(1);
    expect(client.navigations).toEqual([]);
    client.dispose();
  });

  it("[CL-ROLE-1] [CL-RT-4] a 403 in the content-marketplace management area goes to /insufficient-permissions", async () => {
    resetPage("/marketplace/manage/items?sxz-lang=en_US");
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    const error = await client.http
      .put("/api/accounts/users/user-learner2/status", { disabled: true })
      .catch((reason: unknown) => reason);
    expect(isPlatformError(error, "forbidden")).toBe(true);
    expect(client.navigations).toEqual(["/insufficient-permissions?sxz-lang=en_US"]);
    client.dispose();
  });

  it("[CL-ROLE-1] elsewhere a 403 is rejected to the caller without a redirect; a caller that resolves 403 itself gets the answer", async () => {
    resetPage("/course/1");
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    const error = await client.http
      .put("/api/accounts/users/user-learner2/status", { disabled: true })
      .catch((reason: unknown) => reason);
    expect(isPlatformError(error, "forbidden")).toBe(true);
    resetPage("/marketplace/manage/items");
    await client.auth.login("learner", "learner");
    const own = await client.http
      .put("/api/accounts/users/user-learner2/status", { disabled: true }, { sxz: { resolves403: true } })
      .catch((reason: unknown) => reason);
    expect(isAxiosError(own) && own.response?.status).toBe(403);
    expect(client.navigations).toEqual([]);
    const bodyCode = await client.http.get(`${stub.url}/api/x`, { params: { code: 403 }, sxz: { resolves403: true } });
    expect(bodyCode.data.code).toBe(403);
    client.dispose();
  });

  it("[CL-RT-7] a 401 on an exam page is reported with the call, the token state and the time (no token in the report)", async () => {
    resetPage("/learn/examContent/42?paper=7");
    const reports: ExamContent401Report[] = [];
    const client = testClient({ baseURL: server.url, reportExamContent401: (report) => reports.push(report) });
    await client.http.get("/api/accounts/users/me", { params: { probe: 1 } }).catch(() => undefined);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      event: "exam-content-401",
      page: "http://localhost:3000/learn/examContent/42",
      method: "GET",
      url: `${server.url}/api/accounts/users/me`,
      status: 401,
      code: 401,
      hadToken: false,
      loggedIn: false,
    });
    expect(JSON.stringify(reports[0])).not.toMatch(/Bearer|access_token/);
    resetPage("/learn/course/42");
    await client.http.get("/api/accounts/users/me").catch(() => undefined);
    expect(reports).toHaveLength(1);
    client.dispose();
  });

  it("[CL-ERR-2] [CL-ROLE-2] [CL-ENV-4] an internal-company user (single-sign-on cookie) goes to the intranet login on 401", async () => {
    resetPage("/course/1?sxz-lang=en_US");
    Cookies.set("sxz_sso", "employee-session", { path: "/" });
    const client = testClient({ baseURL: server.url });
    expect(client.auth.isInternalUser()).toBe(true);
    const error = await client.http.get("/api/accounts/users/me").catch((reason: unknown) => reason);
    expect(isPlatformError(error, "unauthorized")).toBe(true);
    await expect
      .poll(() => client.navigations)
      .toEqual([
        `/api/sso/login?redirect=${encodeURIComponent("http://localhost:3000/course/1?sxz-lang=en_US")}&sxz-lang=en_US`,
      ]);
    client.dispose();
  });

  it("[CL-ERR-1] an anonymous visitor's 401 is rejected without refresh or redirect", async () => {
    const client = testClient({ baseURL: server.url });
    const error = await client.http.get("/api/accounts/users/me").catch((reason: unknown) => reason);
    expect(isPlatformError(error, "unauthorized")).toBe(true);
    expect(client.navigations).toEqual([]);
    client.dispose();
  });
});

describe("error catalogue: codes and headers on demand", () => {
  it.each([901100003, 901100004, 901100008])("[CL-RT-3] body code %i sends the user to /disable", async (code) => {
    const client = testClient({ baseURL: stub.url });
    const error = await client.http.get("/api/x", { params: { code } }).catch((reason: unknown) => reason);
    expect(isPlatformError(error, "ip-restricted")).toBe(true);
    expect(client.navigations).toEqual(["/disable"]);
    client.dispose();
  });

  it("[CL-RT-2] a response header check-login-type-result: false sends the user to /disableLogin with redirect and language", async () => {
    resetPage("/course/9?sxz-lang=fr_FR");
    const client = testClient({ baseURL: stub.url });
    const error = await client.http.get("/api/login-type").catch((reason: unknown) => reason);
    expect(isPlatformError(error, "login-method-disabled")).toBe(true);
    expect(client.navigations).toEqual([
      `/disableLogin?redirect=${encodeURIComponent("http://localhost:3000/course/9?sxz-lang=fr_FR")}&sxz-lang=fr_FR`,
    ]);
    client.dispose();
  });
});

describe("login method refused by the reference server", () => {
  it("[CL-RT-2] signing in with a password at an OAuth2 school: the token call's check-login-type-result: false sends the user to /disableLogin", async () => {
    resetPage("/login/index?tenantId=partner&sxz-lang=en_US&redirect=%2Fcourses%2F1");
    const client = testClient({ baseURL: server.url });
    const error = await client.auth.login("learner", "learner").catch((reason: unknown) => reason);
    expect(isPlatformError(error, "login-method-disabled")).toBe(true);
    expect(client.navigations).toEqual([
      `/disableLogin?redirect=${encodeURIComponent("http://localhost:3000/login/index?tenantId=partner&sxz-lang=en_US&redirect=%2Fcourses%2F1")}&sxz-lang=en_US`,
    ]);
    expect(client.auth.isLoggedIn()).toBe(false);
    // A wrong password at a school that allows password sign-in is an ordinary refusal: no page change.
    resetPage("/login/index?tenantId=demo");
    const wrong = await client.auth.login("learner", "not-the-password").catch((reason: unknown) => reason);
    expect(isPlatformError(wrong)).toBe(false);
    expect(client.navigations).toHaveLength(1);
    client.dispose();
  });
});

describe("IP restriction from the reference server", () => {
  it("[CL-RT-3] a blocked address gets the IP-limit body code from the real server and the page goes to /disable", async () => {
    const blocked = await startReferenceServer({ IP_BLOCKLIST: "127.0.0.1/32=901100008" });
    try {
      const client = testClient({ baseURL: blocked.url });
      const error = await client.http.get("/api/accounts/users/me").catch((reason: unknown) => reason);
      expect(isPlatformError(error, "ip-restricted")).toBe(true);
      expect(client.navigations).toEqual(["/disable"]);
      client.dispose();
    } finally {
      await blocked.close();
    }
  });
});
