import type { Page, Request } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { startServer } from "../support/server";
import type { RunningServer } from "../support/server";
import { openTabs, storm } from "./fixture-tabs";

/**
 * Five tabs of one person, 200 requests each, with an expired access token: what a host page sees when the
 * session cannot be renewed — because the server refuses the refresh (the session was revoked), or because the
 * token endpoint cannot be reached.
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

// Each test sends several thousand requests through five tabs: about a minute on a loaded two-core machine.
test.setTimeout(120_000);

const TABS = 5;
const PER_TAB = 200;
const isRefresh = (request: Request) =>
  request.method() === "POST" &&
  request.url().includes("/api/auth/oauth/token") &&
  request.url().includes("grant_type=refresh_token");
const isMe = (request: Request) => request.url().includes("/api/accounts/users/me");

/**
 * Makes the access token every tab holds one the server refuses, as an expired one is. (Waiting for a short-lived
 * token to expire would also expire the renewed one while a thousand replays are still queued in the browser.)
 */
const staleAccessToken = (page: Page) =>
  page.evaluate(() => void (document.cookie = "access_token=expired-access-token; path=/"));

/** What one tab's host saw. */
const seenBy = (page: Page) =>
  page.evaluate(() => ({
    navigations: window.navigations,
    dialogs: window.dialogs,
    logoutEvents: window.sessionEvents.filter((event) => event.type === "logout").length,
    tokenClears: window.tokenClears,
    publishedLogouts: window.publishedLogouts,
    loggedIn: window.sxz.auth.isLoggedIn(),
  }));

test("[CL-ST-5] [CL-ERR-1] [CL-ST-7] [CL-ST-8] [CL-ST-9] five tabs × 200 requests and a refused refresh: the session ends once — one cleared token set, one event and one dialog or one redirect per tab; later requests reject at once; a new login works", async ({
  context,
  request,
}) => {
  // Three tabs with the host's login dialog, two without.
  // The tabs' clock runs on its own until the test moves it past the redirect throttle.
  await context.clock.install();
  const tabs = await openTabs(context, server.url, ["dialog=1", "dialog=1", "dialog=1", "", ""]);
  const set = await tabs[0]!.evaluate(() => window.sxz.auth.login("learner", "learner"));
  // The session is revoked on the server (a logout on another device): the refresh will be refused.
  expect(
    (await request.post(`${server.url}/api/auth/logout`, { data: { refresh_token: set.refreshToken } })).status(),
  ).toBe(200);
  await staleAccessToken(tabs[0]!);

  const refreshes: string[] = [];
  const meCalls: string[] = [];
  context.on("request", (sent) => {
    if (isRefresh(sent)) refreshes.push(sent.url());
    if (isMe(sent)) meCalls.push(sent.url());
  });

  const outcomes = await Promise.all(tabs.map((tab) => storm(tab, PER_TAB)));
  expect(outcomes.flat()).toEqual(Array(TABS * PER_TAB).fill("session-expired"));
  expect(refreshes).toHaveLength(1);

  // Past the 6 s redirect throttle, every tab keeps calling: nothing is sent, nothing is shown again.
  await context.clock.fastForward(6_500);
  const sentBefore = meCalls.length;
  const later = await Promise.all(tabs.map((tab) => storm(tab, PER_TAB)));
  expect(later.flat()).toEqual(Array(TABS * PER_TAB).fill("session-expired"));
  // "At once" is nothing sent: no request reached the server and no refresh was tried.
  expect(meCalls.length - sentBefore).toBe(0);
  expect(refreshes).toHaveLength(1);

  const seen = await Promise.all(tabs.map(seenBy));
  for (const [index, tab] of seen.entries()) {
    const withDialog = index < 3;
    expect(tab.logoutEvents, `tab ${index}: logout events`).toBe(1);
    expect(tab.dialogs, `tab ${index}: dialogs`).toHaveLength(withDialog ? 1 : 0);
    expect(tab.navigations, `tab ${index}: redirects`).toHaveLength(withDialog ? 0 : 1);
    expect(tab.loggedIn).toBe(false);
  }
  for (const tab of seen.slice(3))
    expect(tab.navigations[0]).toMatch(/^\/login\/index\?redirect=http.*%2F__e2e%2Fclient\.html.*&sxz-lang=zh_CN$/);
  expect(seen.reduce((sum, tab) => sum + tab.tokenClears, 0)).toBe(1);
  expect(seen.reduce((sum, tab) => sum + tab.publishedLogouts, 0)).toBe(1);
  const cookies = await context.cookies(server.url);
  expect(cookies.filter((cookie) => ["access_token", "refresh_token", "user_id"].includes(cookie.name))).toEqual([]);

  // A real sign-in in a tab that was redirected (the person came back) starts a new session for every tab.
  await tabs[4]!.evaluate(() => window.sxz.auth.login("learner2", "learner2"));
  const names = await Promise.all(
    tabs.map((tab) =>
      tab.evaluate(async () => (await window.sxz.http.get("/api/accounts/users/me")).data.data.user_name as string),
    ),
  );
  expect(names).toEqual(Array(TABS).fill("learner2"));
});

test("[CL-ST-5] [CL-ERR-1] five tabs × 200 requests and an unreachable token endpoint: one attempt per storm, prompt refresh-unavailable, a back-off shared by every tab (1 s doubling, jittered), then recovery", async ({
  context,
}) => {
  // The tabs' clock runs on its own; the test moves it to the end of each wait instead of waiting it out.
  await context.clock.install();
  const tabs = await openTabs(context, server.url, Array(TABS).fill(""));
  await tabs[0]!.evaluate(() => window.sxz.auth.login("learner", "learner"));
  await staleAccessToken(tabs[0]!);

  // Every tab's request of the first storm has met the 401 before the first attempt fails: they are one storm.
  const unauthorisedTabs = new Set<Page>();
  let allUnauthorised!: () => void;
  const stormSent = new Promise<void>((resolve) => (allUnauthorised = resolve));
  for (const tab of tabs) {
    tab.on("response", (response) => {
      if (response.status() !== 401 || !isMe(response.request())) return;
      unauthorisedTabs.add(tab);
      if (unauthorisedTabs.size === TABS) allUnauthorised();
    });
  }
  // The real server cannot be made unreachable on demand: the browser refuses the connection to its token endpoint.
  const attempts: number[] = [];
  let reachable = false;
  await context.route(`${server.url}/api/auth/oauth/token?grant_type=refresh_token*`, async (route) => {
    attempts.push(Date.now());
    if (reachable) return route.continue();
    if (attempts.length === 1) await stormSent;
    return route.abort("connectionrefused");
  });
  const readBackoff = () =>
    tabs[1]!.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith("SXZ_STORAGE_refresh_backoff:"));
      return key
        ? (JSON.parse(localStorage.getItem(key)!) as { failures: number; failedAt: number; notBefore: number })
        : null;
    });
  /** Moves every tab's clock to just past the end of the shared wait. */
  const outwait = async () => {
    const wait = await readBackoff();
    const now = await tabs[0]!.evaluate(() => Date.now());
    await context.clock.fastForward(Math.max(0, wait!.notBefore - now) + 1);
  };

  const started = Date.now();
  const first = await Promise.all(tabs.map((tab) => storm(tab, PER_TAB)));
  expect(first.flat()).toEqual(Array(TABS * PER_TAB).fill("refresh-unavailable"));
  expect(attempts).toHaveLength(1);
  // Promptly: nobody waits out the back-off ceiling (30 s); the bound leaves room for a loaded machine.
  expect(Date.now() - started).toBeLessThan(20_000);
  const recorded = await readBackoff();
  expect(recorded?.failures).toBe(1);
  expect(recorded!.notBefore - recorded!.failedAt).toBeGreaterThanOrEqual(500);
  expect(recorded!.notBefore - recorded!.failedAt).toBeLessThanOrEqual(1_000);

  // Each time the shared wait is over, the next storm of every tab makes one attempt, whichever tab makes it, and
  // the wait doubles (1 s, 2 s, 4 s …, jittered between half and the whole step).
  for (const failures of [2, 3, 4]) {
    await outwait();
    const before = attempts.length;
    const outcomes = await Promise.all(tabs.map((tab) => storm(tab, 20)));
    expect(new Set(outcomes.flat())).toEqual(new Set(["refresh-unavailable"]));
    expect(attempts.length - before, `attempts after wait ${failures - 1}`).toBe(1);
    const wait = await readBackoff();
    expect(wait?.failures).toBe(failures);
    expect(wait!.notBefore - wait!.failedAt).toBeGreaterThanOrEqual(500 * 2 ** (failures - 1));
    expect(wait!.notBefore - wait!.failedAt).toBeLessThanOrEqual(1_000 * 2 ** (failures - 1));
  }
  const seen = await Promise.all(tabs.map(seenBy));
  // Nobody was logged out by an outage.
  expect(seen.map((tab) => [tab.loggedIn, tab.navigations.length, tab.tokenClears])).toEqual(
    Array(TABS).fill([true, 0, 0]),
  );

  // The endpoint is back: after the wait, the next storm renews the session once and every request succeeds.
  reachable = true;
  await outwait();
  const before = attempts.length;
  const recovered = await Promise.all(tabs.map((tab) => storm(tab, PER_TAB)));
  expect(recovered.flat()).toEqual(Array(TABS * PER_TAB).fill("ok"));
  expect(attempts.length - before).toBe(1);
  expect(await readBackoff()).toBeNull();
});
