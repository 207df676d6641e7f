import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import Cookies from "js-cookie";
import { createKeyValueStore } from "../src/storage/web-storage";
import { createPageState } from "../src/storage/page-state";
import { createRefreshBackoff, REFRESH_BACKOFF } from "../src/auth/refresh-backoff";
import { isPlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import type { RefreshBackoffRecord } from "../src/auth/refresh-backoff";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { startFaultProxy } from "./support/fault-proxy";
import type { Fault, FaultProxy } from "./support/fault-proxy";
import { resetPage, testClient } from "./support/page";
import type { TestClient } from "./support/page";

/**
 * The real server behind a proxy that makes its token endpoint unreachable on demand (a dropped connection, or a
 * 503 with Retry-After) and can hold chosen answers back, which the server cannot do itself.
 */
let server: TestServer;
let proxy: FaultProxy;
let tokenEndpoint: Fault = "pass";
let heldMeMs = 0;
beforeAll(async () => {
  server = await startReferenceServer();
  proxy = await startFaultProxy(server.url, (request) => {
    const url = request.url ?? "";
    if (url.includes("grant_type=refresh_token")) return tokenEndpoint;
    if (url.startsWith("/api/accounts/users/me?held=1") && heldMeMs > 0) return { holdMs: heldMeMs };
    return "pass";
  });
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});
beforeEach(() => {
  resetPage("/course/1");
  tokenEndpoint = "pass";
  heldMeMs = 0;
  proxy.log.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const attempts = () =>
  proxy.log.filter((entry) => entry.method === "POST" && entry.url.includes("grant_type=refresh_token")).length;
const record = () =>
  JSON.parse(
    localStorage.getItem(Object.keys(localStorage).find((key) => key.startsWith("SXZ_STORAGE_refresh_backoff:"))!) ??
      "null",
  ) as RefreshBackoffRecord;
const tab = () => testClient({ baseURL: proxy.url, pageState: createPageState(), locks: null });
const me = (client: TestClient, held = false) =>
  client.http.get("/api/accounts/users/me", held ? { params: { held: 1 } } : {});

async function signedInWithStaleToken(client: TestClient): Promise<void> {
  await client.auth.login("learner", "learner");
  Cookies.set(TOKEN_COOKIES.access, `stale-${Math.random()}`, { path: "/" });
}

describe("an unreachable token endpoint", () => {
  it("[CL-ST-5] one attempt per storm: requests in flight when it failed share its failure, even when their 401 comes after the wait", async () => {
    const [a, b] = [tab(), tab()];
    await signedInWithStaleToken(a);
    tokenEndpoint = "drop";
    // Half the answers are held 1.5 s: longer than the first wait (at most 1 s) after the failed attempt.
    heldMeMs = 1_500;
    const started = Date.now();
    const outcomes = await Promise.allSettled([
      ...[a, b].flatMap((client) => Array.from({ length: 20 }, () => me(client))),
      ...[a, b].flatMap((client) => Array.from({ length: 20 }, () => me(client, true))),
    ]);
    expect(
      outcomes.every(
        (outcome) => outcome.status === "rejected" && isPlatformError(outcome.reason, "refresh-unavailable"),
      ),
    ).toBe(true);
    expect(attempts()).toBe(1);
    // Promptly: nobody waits out the back-off ceiling (30 s); the bound leaves room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    // Nothing was cleared: a network blip logs nobody out.
    expect(a.auth.isLoggedIn()).toBe(true);
    expect([...a.navigations, ...b.navigations]).toEqual([]);
    a.dispose();
    b.dispose();
  });

  it("[CL-ST-5] the wait is shared by every tab, also one opened later: a request during it rejects at once without calling the token endpoint", async () => {
    const first = tab();
    await signedInWithStaleToken(first);
    tokenEndpoint = "drop";
    await expect(me(first)).rejects.toMatchObject({ kind: "refresh-unavailable" });
    const failed = record();
    expect(failed.failures).toBe(1);
    expect(failed.notBefore - failed.failedAt).toBeGreaterThanOrEqual(500);
    expect(failed.notBefore - failed.failedAt).toBeLessThanOrEqual(1_000);

    // Pin the clock inside the wait, so the checks below do not race it.
    vi.useFakeTimers({ toFake: ["Date"], now: failed.failedAt + 100 });
    const later = tab();
    await expect(me(later)).rejects.toMatchObject({ kind: "refresh-unavailable" });
    await expect(later.auth.refresh()).rejects.toMatchObject({ kind: "refresh-unavailable" });
    expect(attempts()).toBe(1);

    // After the wait: one attempt; it fails again and the wait grows (1–2 s).
    vi.setSystemTime(failed.notBefore);
    await expect(me(later)).rejects.toMatchObject({ kind: "refresh-unavailable" });
    expect(attempts()).toBe(2);
    const second = record();
    expect(second.failures).toBe(2);
    expect(second.notBefore - second.failedAt).toBeGreaterThanOrEqual(1_000);
    expect(second.notBefore - second.failedAt).toBeLessThanOrEqual(2_000);

    // The endpoint is back: the next attempt after the wait renews the session and ends the wait for every tab.
    tokenEndpoint = "pass";
    vi.setSystemTime(second.notBefore);
    expect((await me(first)).data.data.user_name).toBe("learner");
    expect(attempts()).toBe(3);
    expect(Object.keys(localStorage).filter((key) => key.startsWith("SXZ_STORAGE_refresh_backoff:"))).toEqual([]);
    first.dispose();
    later.dispose();
  });

  it("[CL-ST-5] a 503 with Retry-After waits as long as the server asked (never past 30 s)", async () => {
    const client = tab();
    await signedInWithStaleToken(client);
    tokenEndpoint = { status: 503, headers: { "retry-after": "5", "access-control-expose-headers": "retry-after" } };
    await expect(me(client)).rejects.toMatchObject({ kind: "refresh-unavailable" });
    expect(record().notBefore - record().failedAt).toBe(5_000);
    expect(client.auth.isLoggedIn()).toBe(true);
    client.dispose();
  });
});

describe("the back-off figures", () => {
  it("[CL-ST-5] 1 s doubling to 30 s, jittered over the upper half of each step; Retry-After within the ceiling", () => {
    const waits = (random: number) => {
      const store = createKeyValueStore(sessionStorage, "test_");
      sessionStorage.clear();
      const backoff = createRefreshBackoff(store, "ns", () => random);
      let now = 1_000_000;
      return Array.from({ length: 7 }, () => {
        const next = backoff.failed(0, now);
        now = next.notBefore;
        return next.notBefore - next.failedAt;
      });
    };
    expect(REFRESH_BACKOFF).toEqual({ baseMs: 1_000, maxMs: 30_000 });
    expect(waits(0)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    expect(waits(1)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    sessionStorage.clear();
    const backoff = createRefreshBackoff(createKeyValueStore(sessionStorage, "test_"), "ns", () => 0);
    expect(backoff.failed(45_000, 0).notBefore).toBe(30_000);
  });

  it("[CL-ST-5] a storm's requests are held to its one attempt; other requests only to the wait; an old outage is forgotten", () => {
    sessionStorage.clear();
    const backoff = createRefreshBackoff(createKeyValueStore(sessionStorage, "test_"), "ns", () => 1);
    expect(backoff.blocked(0, 0)).toBe(false);
    const failed = backoff.failed(0, 10_000);
    expect(failed).toEqual({ failures: 1, failedAt: 10_000, notBefore: 11_000 });
    expect(backoff.blocked(9_000, 12_000)).toBe(true);
    expect(backoff.blocked(10_500, 10_900)).toBe(true);
    expect(backoff.blocked(10_500, 11_000)).toBe(false);
    expect(backoff.failed(0, 11_000 + 59_999).failures).toBe(2);
    expect(backoff.failed(0, 200_000).failures).toBe(1);
    backoff.succeeded();
    expect(backoff.read()).toBeUndefined();
  });
});
