import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { createPageState } from "../src/storage/page-state";
import { isPlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import type { PlatformError } from "../src";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { recordRequests, resetPage, testClient } from "./support/page";

/**
 * The real server. An access token is made stale by replacing its cookie with one the server refuses (401), so
 * the replayed requests' fresh tokens cannot themselves expire mid-test on a slow machine.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());
beforeEach(() => resetPage("/"));

let staleCount = 0;
const expire = async () => {
  Cookies.set(TOKEN_COOKIES.access, `expired-access-token-${(staleCount += 1)}`, { path: "/" });
};

describe("401 refresh against the reference server", () => {
  let recorder: ReturnType<typeof recordRequests>;
  beforeEach(() => {
    recorder = recordRequests();
  });
  afterEach(() => recorder.stop());

  it("[CL-ST-2] [CL-ERR-1] [CL-API-5] 200 concurrent requests that all get 401 make exactly one refresh and all 200 replay successfully", async () => {
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    const firstAccess = Cookies.get(TOKEN_COOKIES.access);
    await expire();
    recorder.urls.length = 0;

    const results = await Promise.all(Array.from({ length: 200 }, () => client.http.get("/api/accounts/users/me")));

    expect(results.every((response) => response.status === 200 && response.data.data.user_name === "learner")).toBe(
      true,
    );
    expect(recorder.count("/api/auth/oauth/token")).toBe(1);
    const refreshUrl = recorder.urls.find((url) => url.includes("/api/auth/oauth/token"))!;
    expect(refreshUrl).toMatch(/^POST .*\/api\/auth\/oauth\/token\?grant_type=refresh_token&refresh_token=[^&]+$/);
    // Each request travelled at most twice: the 401 and its one replay.
    expect(recorder.count("/api/accounts/users/me")).toBeLessThanOrEqual(400);
    expect(Cookies.get(TOKEN_COOKIES.access)).not.toBe(firstAccess);
    client.dispose();
  });

  it("[CL-ST-2] several client instances on one page share one refresh", async () => {
    const page = createPageState();
    const a = testClient({ baseURL: server.url, pageState: page });
    const b = testClient({ baseURL: server.url, pageState: page });
    const c = testClient({ baseURL: server.url, pageState: page });
    await a.auth.login("learner", "learner");
    await expire();
    recorder.urls.length = 0;
    const all = await Promise.all(
      [a, b, c].flatMap((client) => Array.from({ length: 20 }, () => client.http.get("/api/accounts/users/me"))),
    );
    expect(all).toHaveLength(60);
    expect(recorder.count("/api/auth/oauth/token")).toBe(1);
    for (const client of [a, b, c]) client.dispose();
  });

  it("[CL-ST-2] a request that starts while the refresh runs waits for it instead of spending a 401", async () => {
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    await expire();
    recorder.urls.length = 0;
    // The late request starts as the refresh's own request goes out: the refresh is running, its answer not back.
    const open = XMLHttpRequest.prototype.open;
    const send = globalThis.fetch;
    const late = new Promise((resolve, reject) => {
      const startLate = (url: unknown) => {
        if (!String(url).includes("/api/auth/oauth/token")) return;
        XMLHttpRequest.prototype.open = open;
        globalThis.fetch = send;
        queueMicrotask(() => client.http.get("/api/accounts/users/me").then(resolve, reject));
      };
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        startLate(args[1]);
        return (open as (...rest: unknown[]) => void).apply(this, args);
      } as typeof open;
      globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        startLate(input instanceof Request ? input.url : input);
        return send(input, init);
      };
    });
    const first = client.http.get("/api/accounts/users/me");
    await Promise.all([first, late]);
    expect(recorder.count("/api/auth/oauth/token")).toBe(1);
    // The first request's 401 and replay, and the late one sent once, with the new token.
    expect(recorder.count("/api/accounts/users/me")).toBe(3);
    client.dispose();
  });

  it("[CL-ST-3] the chain tries the main, then the product, then the session token; earlier attempts carry needRefreshAgain=true", async () => {
    const client = testClient({
      baseURL: server.url,
      productCookies: { access: "sxz_access_token", refresh: "sxz_refresh_token" },
    });
    const valid = await client.auth.login("learner", "learner");
    // The main and product cookies hold refresh tokens the server does not know; only the session mirror is good.
    Cookies.set(TOKEN_COOKIES.refresh, "unknown-main-token", { path: "/" });
    Cookies.set("sxz_refresh_token", "unknown-product-token", { path: "/" });
    expect(JSON.parse(sessionStorage.getItem("sxz-token")!).refreshToken).toBe(valid.refreshToken);
    await expire();
    recorder.urls.length = 0;

    const response = await client.http.get("/api/accounts/users/me");

    expect(response.data.data.id).toBe("user-learner");
    const attempts = recorder.urls
      .filter((url) => url.includes("/api/auth/oauth/token"))
      .map((url) => new URL(url.split(" ")[1]!).searchParams);
    expect(attempts.map((query) => query.get("refresh_token"))).toEqual([
      "unknown-main-token",
      "unknown-product-token",
      valid.refreshToken,
    ]);
    expect(attempts.map((query) => query.get("needRefreshAgain"))).toEqual(["true", "true", null]);
    // CL-ST-4: the cookies and both mirrors hold the new set.
    const rotated = Cookies.get(TOKEN_COOKIES.refresh)!;
    expect(rotated).not.toBe("unknown-main-token");
    expect(Cookies.get("sxz_refresh_token")).toBe(rotated);
    expect(JSON.parse(sessionStorage.getItem("sxz-token")!).refreshToken).toBe(rotated);
    client.dispose();
  });

  it("[CL-ST-3] the chain stops at the first success and the last attempt has no needRefreshAgain", async () => {
    const client = testClient({
      baseURL: server.url,
      productCookies: { access: "sxz_access_token", refresh: "sxz_refresh_token" },
    });
    await client.auth.login("learner", "learner");
    await expire();
    recorder.urls.length = 0;
    await client.http.get("/api/accounts/users/me");
    const attempts = recorder.urls.filter((url) => url.includes("/api/auth/oauth/token"));
    // Main, product and session tokens are the same token: one attempt, nothing after it.
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).not.toContain("needRefreshAgain");
    client.dispose();
  });

  it("[CL-ST-5] [CL-ERR-1] when every token is refused, all waiting requests reject with one typed error, tokens are cleared and one login redirect happens", async () => {
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    Cookies.set(TOKEN_COOKIES.refresh, "revoked-or-unknown", { path: "/" });
    sessionStorage.removeItem("sxz-token");
    await expire();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => client.http.get("/api/accounts/users/me")),
    );

    const reasons = outcomes.map((outcome) =>
      outcome.status === "rejected" ? (outcome.reason as PlatformError) : undefined,
    );
    expect(reasons.every((reason) => isPlatformError(reason, "session-expired"))).toBe(true);
    expect(new Set(reasons).size).toBe(1);
    expect(Cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIES.refresh)).toBeUndefined();
    expect(client.auth.isLoggedIn()).toBe(false);
    await expect.poll(() => client.navigations.length).toBe(1);
    expect(client.navigations[0]).toMatch(/^\/login\/index\?redirect=http%3A%2F%2Flocalhost%3A3000%2F&sxz-lang=zh_CN$/);
    client.dispose();
  });

  it("[CL-ST-8] logout revokes the refresh token on the server, clears the cookies and redirects to login without a dialog", async () => {
    const client = testClient({ baseURL: server.url });
    const set = await client.auth.login("learner", "learner");
    const result = await client.auth.logout();
    expect(result).toEqual({ remainingCookies: [], next: "redirect" });
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(client.navigations).toHaveLength(1);
    // The server revoked the family: the old refresh token no longer works.
    const refused = await fetch(
      `${server.url}/api/auth/oauth/token?grant_type=refresh_token&refresh_token=${set.refreshToken}`,
      { method: "POST" },
    );
    expect(refused.status).toBe(401);
    client.dispose();
  });

  it("[CL-ST-8] logout shows the registered login dialog instead of redirecting, unless suppressed", async () => {
    const client = testClient({ baseURL: server.url });
    const shown: string[] = [];
    client.auth.registerLoginDialog({ show: ({ reason }) => shown.push(reason) });
    await client.auth.login("learner", "learner");
    expect((await client.auth.logout()).next).toBe("dialog");
    expect(shown).toEqual(["user"]);
    expect(client.navigations).toHaveLength(0);
    await client.auth.login("learner", "learner");
    expect((await client.auth.logout({ suppressDialog: true })).next).toBe("redirect");
    expect(shown).toHaveLength(1);
    client.dispose();
  });

  it("[CL-ST-7] logout records the event in local storage and another tab hears it", async () => {
    const tabA = testClient({ baseURL: server.url });
    const tabB = testClient({ baseURL: server.url });
    const heard: string[] = [];
    tabB.auth.onSessionEvent((event) => heard.push(event.type));
    await tabA.auth.login("learner", "learner");
    await tabA.auth.logout({ stayOnPage: true });
    const record = JSON.parse(localStorage.getItem("SXZ_STORAGE_auth_event")!);
    expect(record).toMatchObject({ type: "logout", reason: "user" });
    await expect.poll(() => heard).toContain("logout");
    expect(tabB.auth.isLoggedIn()).toBe(false);
    tabA.dispose();
    tabB.dispose();
  });
});
