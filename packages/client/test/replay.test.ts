import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAxiosError, isCancel } from "axios";
import { TransportError } from "../src/http/transport";
import Cookies from "js-cookie";
import { createPageState } from "../src/storage/page-state";
import { isPlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { envelope, json, sleep, startStubServer } from "./support/stub-server";
import type { SeenRequest, StubServer } from "./support/stub-server";
import { resetPage, testClient } from "./support/page";

/**
 * A stand-in for what the reference server cannot do on demand: a refresh that takes as long as the test wants,
 * a resource that keeps answering 401, a token endpoint that answers 503. Tokens are `access-<n>` / `refresh-<n>`;
 * only the latest access token is accepted.
 */
let stub: StubServer;
let current = 1;
let refreshDelayMs = 0;
let refreshStatus = 200;
let slowReplayMs = 0;

function authorised(request: SeenRequest): boolean {
  return request.headers.authorization === `Bearer access-${current}`;
}

beforeAll(async () => {
  stub = await startStubServer(async (request, response) => {
    if (request.path === "/api/auth/oauth/token") {
      await sleep(refreshDelayMs);
      if (refreshStatus !== 200)
        return json(response, refreshStatus, { error: "server_error", error_description: "down" });
      const given = request.query.get("refresh_token");
      if (given !== `refresh-${current}`)
        return json(response, 401, { error: "invalid_grant", error_description: "unknown" });
      current += 1;
      return json(response, 200, {
        access_token: `access-${current}`,
        refresh_token: `refresh-${current}`,
        user_id: "u1",
        token_type: "bearer",
        expires_in: 900,
        tenant_id: "demo",
      });
    }
    if (request.path === "/api/always-401") return json(response, 401, envelope(null, 401, "no"));
    if (request.path === "/api/slow") {
      if (!authorised(request)) return json(response, 401, envelope(null, 401, "no"));
      await sleep(slowReplayMs);
      return json(response, 200, envelope({ ok: true }));
    }
    if (request.path === "/api/echo") {
      if (!authorised(request)) return json(response, 401, envelope(null, 401, "no"));
      return json(response, 200, envelope({ body: request.body }));
    }
    return json(response, 404, envelope(null, 404, "not found"));
  });
});
afterAll(() => stub.close());

function loginAs(n: number) {
  current = n;
  Cookies.set(TOKEN_COOKIES.access, `access-${n - 1}`, { path: "/" });
  Cookies.set(TOKEN_COOKIES.refresh, `refresh-${n}`, { path: "/" });
  Cookies.set(TOKEN_COOKIES.userId, "u1", { path: "/" });
}

beforeEach(() => {
  resetPage("/course/1?tenantId=demo&sxz-lang=en_US");
  stub.seen.length = 0;
  refreshDelayMs = 0;
  refreshStatus = 200;
  slowReplayMs = 0;
});

describe("replay after a refresh", () => {
  it("[CL-ST-2] [CL-API-1] a replay is rebuilt with fresh headers: new token, tenant, user, uuid, language, and the same body", async () => {
    loginAs(10);
    const client = testClient({ baseURL: stub.url });
    const response = await client.http.post("/api/echo", { rating: 5 }, { headers: { "x-caller": "kept" } });
    expect(response.data.data.body).toBe('{"rating":5}');
    const [first, replay] = stub.calls("/api/echo");
    expect(first!.headers.authorization).toBe("Bearer access-9");
    expect(replay!.headers.authorization).toBe("Bearer access-11");
    for (const request of [first!, replay!]) {
      expect(request.headers).toMatchObject({
        tenant_id: "demo",
        tenantid: "demo",
        user_id: "u1",
        "sxz-lang": "en_US",
        "x-caller": "kept",
      });
      expect(request.headers["content-type"]).toMatch(/^application\/json/);
      expect(request.headers.uuid).toMatch(/^\d{13}\d{8}$/);
    }
    client.dispose();
  });

  it("[CL-ST-2] a replay that gets 401 again is rejected, never refreshed twice (no loop)", async () => {
    loginAs(20);
    const client = testClient({ baseURL: stub.url });
    const error = await client.http.get("/api/always-401").catch((reason: unknown) => reason);
    expect(isPlatformError(error, "unauthorized")).toBe(true);
    expect(stub.calls("/api/always-401")).toHaveLength(2);
    expect(stub.calls("/api/auth/oauth/token")).toHaveLength(1);
    expect(client.auth.isLoggedIn()).toBe(true);
    client.dispose();
  });

  it("[CL-ST-2] a replay keeps the caller's AbortSignal: aborting while the refresh runs cancels without replaying", async () => {
    loginAs(30);
    refreshDelayMs = 1_000;
    const client = testClient({ baseURL: stub.url });
    const controller = new AbortController();
    const pending = client.http.get("/api/slow", { signal: controller.signal });
    // Abort once the 401 came back and the refresh is on its way (held 1 s by the server).
    await expect.poll(() => stub.calls("/api/auth/oauth/token").length, { interval: 10 }).toBe(1);
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(isCancel(error)).toBe(true);
    expect(stub.calls("/api/slow")).toHaveLength(1);
    client.dispose();
  });

  it("[CL-ST-2] a replay keeps the caller's timeout", async () => {
    loginAs(40);
    // The first attempt answers 401 at once; the replay is held longer than the caller's time-out.
    slowReplayMs = 5_000;
    const client = testClient({ baseURL: stub.url });
    const error = await client.http.get("/api/slow", { timeout: 1_500 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransportError);
    expect(isAxiosError(error)).toBe(true);
    expect((error as TransportError).code).toBe("ECONNABORTED");
    expect(stub.calls("/api/slow")).toHaveLength(2);
    client.dispose();
  });

  it("[CL-ST-5] a token endpoint that answers 503 rejects the queue with refresh-unavailable and keeps the tokens", async () => {
    loginAs(50);
    refreshStatus = 503;
    const client = testClient({ baseURL: stub.url });
    const outcomes = await Promise.allSettled([client.http.get("/api/echo"), client.http.get("/api/echo")]);
    expect(
      outcomes.every(
        (outcome) => outcome.status === "rejected" && isPlatformError(outcome.reason, "refresh-unavailable"),
      ),
    ).toBe(true);
    expect(stub.calls("/api/auth/oauth/token")).toHaveLength(1);
    expect(client.auth.isLoggedIn()).toBe(true);
    expect(client.navigations).toEqual([]);
    client.dispose();
  });

  it("[CL-ST-9] a second login redirect within 6 seconds is ignored", async () => {
    const client = testClient({ baseURL: stub.url });
    expect(await client.auth.redirectToLogin("http://localhost:3000/a")).toBe(true);
    expect(await client.auth.redirectToLogin("http://localhost:3000/b")).toBe(false);
    expect(client.navigations).toHaveLength(1);
    client.dispose();
  });
});

describe("one refresh across tabs (localStorage lease; Web Locks are covered in Chromium)", () => {
  it("[CL-ST-2] two tabs that hit 401 together make one refresh; the second re-reads the cookies after the lock and skips its own", async () => {
    loginAs(60);
    refreshDelayMs = 250;
    // Two pages: separate page memory (no shared in-flight promise), shared cookies and localStorage.
    const tabA = testClient({ baseURL: stub.url, pageState: createPageState(), locks: null });
    const tabB = testClient({ baseURL: stub.url, pageState: createPageState(), locks: null });
    const refreshedHeard: string[] = [];
    tabB.auth.onSessionEvent((event) => refreshedHeard.push(event.type));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => tabA.http.get("/api/echo")),
      ...Array.from({ length: 10 }, () => tabB.http.get("/api/echo")),
    ]);
    expect(results.every((response) => response.status === 200)).toBe(true);
    expect(stub.calls("/api/auth/oauth/token")).toHaveLength(1);
    await expect.poll(() => refreshedHeard).toContain("refreshed");
    // The lease was taken and released (a moment after the refresh, so its cookies reach the other tabs first).
    await expect.poll(() => Object.keys(localStorage).filter((key) => key.startsWith("SXZ_STORAGE_lock_"))).toEqual([]);
    tabA.dispose();
    tabB.dispose();
  });

  it("[CL-ST-2] a lease left by a tab that died expires and the next tab refreshes", async () => {
    loginAs(70);
    const namespace = `refresh:${stub.url}|access_token|refresh_token|user_id`;
    localStorage.setItem(
      `SXZ_STORAGE_lock_${namespace}`,
      JSON.stringify({ owner: "dead-tab", expiresAt: Date.now() + 300 }),
    );
    const tab = testClient({ baseURL: stub.url, pageState: createPageState(), locks: null });
    const started = Date.now();
    const response = await tab.http.get("/api/echo");
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(stub.calls("/api/auth/oauth/token")).toHaveLength(1);
    tab.dispose();
  });
});

describe("manual refresh", () => {
  it("[CL-ST-2] auth.refresh() renews the token through the same single refresh, and refuses without a session", async () => {
    loginAs(80);
    const client = testClient({ baseURL: stub.url });
    const [a, b] = await Promise.all([client.auth.refresh(), client.auth.refresh()]);
    expect(a).toBe("access-81");
    expect(b).toBe("access-81");
    expect(stub.calls("/api/auth/oauth/token")).toHaveLength(1);
    await client.auth.logout({ stayOnPage: true });
    await expect(client.auth.refresh()).rejects.toMatchObject({ kind: "unauthorized" });
    expect(client.navigations).toEqual([]);
    client.dispose();
  });
});
