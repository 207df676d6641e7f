import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import Cookies from "js-cookie";
import { createPageState } from "../src/storage/page-state";
import { isPlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import type { AuthEvent, PlatformError } from "../src";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { recordRequests, resetPage, testClient } from "./support/page";
import type { TestClient } from "./support/page";

/**
 * The session end against the real server: the refresh is refused because the refresh token's family was revoked
 * on the server (a logout elsewhere), and the access token is made stale by replacing its cookie with one the
 * server refuses. Tabs are clients with their own page memory sharing cookies and storage.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());
beforeEach(() => resetPage("/course/1?sxz-lang=en_US"));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let stale = 0;
/** Logs in, revokes the session on the server (as a logout on another device does) and makes the access token stale. */
async function endedOnServer(client: TestClient): Promise<void> {
  const set = await client.auth.login("learner", "learner");
  const revoked = await fetch(`${server.url}/api/auth/logout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refresh_token: set.refreshToken }),
  });
  expect(revoked.status).toBe(200);
  Cookies.set(TOKEN_COOKIES.access, `stale-access-${(stale += 1)}`, { path: "/" });
}

/** Logout records written to local storage: one per published session end. */
function countPublishedLogouts(): () => number {
  const setItem = vi.spyOn(Storage.prototype, "setItem");
  return () =>
    setItem.mock.calls.filter(([key, value]) => key === "SXZ_STORAGE_auth_event" && JSON.parse(value).type === "logout")
      .length;
}

function tab(): TestClient & { heard: AuthEvent[]; dialogs: string[] } {
  const client = testClient({ baseURL: server.url, pageState: createPageState() });
  const heard: AuthEvent[] = [];
  client.auth.onSessionEvent((event) => heard.push(event));
  return Object.assign(client, { heard, dialogs: [] as string[] });
}

const me = (client: TestClient) => client.http.get("/api/accounts/users/me");
const reasonsOf = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.map((outcome) => (outcome.status === "rejected" ? (outcome.reason as PlatformError) : undefined));

describe("the session end happens once", () => {
  it("[CL-ST-5] [CL-ERR-1] requests that arrive after the end reject at once with session-expired and send nothing; the handler ran once, also after the 6 s throttle", async () => {
    const client = tab();
    const published = countPublishedLogouts();
    await endedOnServer(client);
    const recorder = recordRequests();
    try {
      const storm = await Promise.allSettled(Array.from({ length: 50 }, () => me(client)));
      expect(reasonsOf(storm).every((reason) => isPlatformError(reason, "session-expired"))).toBe(true);
      expect(recorder.count("/api/auth/oauth/token")).toBe(1);
      await expect.poll(() => client.navigations.length).toBe(1);

      // Later: past the redirect throttle, the page keeps calling.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 7_000 });
      recorder.urls.length = 0;
      const later = await Promise.allSettled(Array.from({ length: 50 }, () => me(client)));
      expect(reasonsOf(later).every((reason) => isPlatformError(reason, "session-expired"))).toBe(true);
      // At once: nothing was sent.
      expect(recorder.urls).toEqual([]);
      await client.auth.refresh().catch(() => undefined);
      expect(recorder.urls).toEqual([]);

      expect(client.navigations).toEqual([
        `/login/index?redirect=${encodeURIComponent("http://localhost:3000/course/1?sxz-lang=en_US")}&sxz-lang=en_US`,
      ]);
      expect(published()).toBe(1);
      expect(client.heard.filter((event) => event.type === "logout")).toHaveLength(1);
      expect(client.auth.isLoggedIn()).toBe(false);
    } finally {
      recorder.stop();
      client.dispose();
    }
  });

  it("[CL-ST-5] [CL-ST-7] [CL-ST-8] across tabs: one cleared token set and one published event; each tab hears the end once and shows its dialog once", async () => {
    const tabs = [tab(), tab(), tab()];
    for (const each of tabs) each.auth.registerLoginDialog({ show: ({ reason }) => each.dialogs.push(reason) });
    const clears = tabs.map((each) => vi.spyOn(each.auth.tokens, "clear"));
    const published = countPublishedLogouts();
    await endedOnServer(tabs[0]!);
    const recorder = recordRequests();
    try {
      const storm = await Promise.allSettled(tabs.flatMap((each) => Array.from({ length: 30 }, () => me(each))));
      expect(reasonsOf(storm).every((reason) => isPlatformError(reason, "session-expired"))).toBe(true);
      // Late arrivals in every tab, after the other tabs heard the end.
      await expect
        .poll(() => tabs.map((each) => each.heard.filter((event) => event.type === "logout").length))
        .toEqual([1, 1, 1]);
      const late = await Promise.allSettled(tabs.flatMap((each) => Array.from({ length: 10 }, () => me(each))));
      expect(reasonsOf(late).every((reason) => isPlatformError(reason, "session-expired"))).toBe(true);

      expect(recorder.count("/api/auth/oauth/token")).toBe(1);
      expect(clears.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1);
      expect(published()).toBe(1);
      // The tab whose refresh was refused says so; the others either heard it first or met the end themselves.
      for (const each of tabs) expect(each.dialogs).toEqual([expect.stringMatching(/^(other-tab|session-expired)$/)]);
      expect(tabs.flatMap((each) => each.dialogs)).toContain("session-expired");
      expect(tabs.map((each) => each.heard.filter((event) => event.type === "logout").length)).toEqual([1, 1, 1]);
      expect(tabs.flatMap((each) => each.navigations)).toEqual([]);
    } finally {
      recorder.stop();
      for (const each of tabs) each.dispose();
    }
  });

  it("[CL-ST-5] a new login after the end starts a new session in every tab, and its own end is handled once again", async () => {
    const [first, second] = [tab(), tab()];
    await endedOnServer(first);
    await Promise.allSettled([me(first), me(second)]);
    await expect.poll(() => second.heard.length).toBe(1);
    expect(isPlatformError(await me(second).catch((reason: unknown) => reason), "session-expired")).toBe(true);

    await first.auth.login("learner2", "learner2");
    expect((await me(first)).data.data.user_name).toBe("learner2");
    // The other tab sees the new token set in the shared cookies.
    expect((await me(second)).data.data.user_name).toBe("learner2");

    // The next end is an end again (not swallowed by the first one).
    const set = first.auth.tokens.read();
    await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: set.refreshToken }),
    });
    Cookies.set(TOKEN_COOKIES.access, "stale-again", { path: "/" });
    expect(isPlatformError(await me(second).catch((reason: unknown) => reason), "session-expired")).toBe(true);
    await expect.poll(() => first.heard.filter((event) => event.type === "logout").length).toBe(2);
    expect(second.heard.filter((event) => event.type === "logout")).toHaveLength(2);
    first.dispose();
    second.dispose();
  });

  it("[CL-ST-7] a tab that never used the session hears another tab's logout and keeps working for anonymous calls", async () => {
    const visitor = tab();
    const health = await visitor.http.get("/api/health");
    expect(health.status).toBe(200);
    const other = tab();
    await other.auth.login("learner", "learner");
    await other.auth.logout({ stayOnPage: true });
    await expect.poll(() => visitor.heard.map((event) => event.type)).toEqual(["logout"]);
    expect((await visitor.http.get("/api/health")).status).toBe(200);
    // The tab whose host logged out itself goes on anonymously (the host took over): no token, no refresh.
    expect(isPlatformError(await me(other).catch((reason: unknown) => reason), "unauthorized")).toBe(true);
    expect((await other.http.get("/api/health")).status).toBe(200);
    expect(other.navigations).toEqual([]);
    visitor.dispose();
    other.dispose();
  });

  it("[CL-ST-6] [CL-ENT-9] [CL-ENT-10] logout and the session end forget the person: profile keys, user caches and the token mirror", async () => {
    const client = tab();
    await client.auth.login("learner", "learner");
    await client.auth.currentUser();
    expect(
      Object.keys(localStorage)
        .filter((key) => /^SXZ_(realName|nickName|mobile|email|user_id)$/.test(key))
        .sort(),
    ).toEqual(["SXZ_email", "SXZ_mobile", "SXZ_nickName", "SXZ_realName", "SXZ_user_id"]);
    await client.auth.logout({ stayOnPage: true });
    expect(
      Object.keys(localStorage).filter((key) => /^SXZ_(realName|nickName|mobile|email|avatarUrl|user_id)$/.test(key)),
    ).toEqual([]);
    expect(
      Object.keys(sessionStorage).filter((key) => ["sxz-user-info", "visitor_to_member", "sxz-token"].includes(key)),
    ).toEqual([]);

    await client.auth.login("learner", "learner");
    await client.auth.currentUser();
    await endedOnServer(client);
    await me(client).catch(() => undefined);
    expect(
      Object.keys(localStorage).filter((key) => /^SXZ_(realName|nickName|mobile|email|avatarUrl|user_id)$/.test(key)),
    ).toEqual([]);
    expect(sessionStorage.getItem("sxz-user-info")).toBeNull();
    client.dispose();
  });
});

describe("login redirect throttle", () => {
  it("[CL-ST-9] a second redirect 5,999 ms after the previous one is ignored; at 6,000 ms it happens", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_800_000_000_000 });
    const client = tab();
    expect(await client.auth.redirectToLogin("http://localhost:3000/a")).toBe(true);
    vi.setSystemTime(1_800_000_005_999);
    expect(await client.auth.redirectToLogin("http://localhost:3000/b")).toBe(false);
    vi.setSystemTime(1_800_000_006_000);
    expect(await client.auth.redirectToLogin("http://localhost:3000/c")).toBe(true);
    expect(client.navigations.map((url) => new URL(url, "http://localhost:3000").searchParams.get("redirect"))).toEqual(
      ["http://localhost:3000/a", "http://localhost:3000/c"],
    );
    client.dispose();
  });
});
