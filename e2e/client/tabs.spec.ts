import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { startServer } from "../support/server";
import { openTabs } from "./fixture-tabs";
import type { RunningServer } from "../support/server";

/**
 * Two tabs of one origin share cookies and storage but not memory: the single refresh must hold across them
 * (Web Locks in Chromium) and a logout in one must reach the other.
 */
let server: RunningServer;
test.beforeAll(async () => {
  // The server's clock is moved past the access token's lifetime (15 minutes); at debug level the server logs every
  // request, so refreshes are counted on its side too.
  server = await startServer({ LOG_LEVEL: "debug" }, { controlledClock: true });
});
test.afterAll(async () => {
  await server.stop();
});

const serverRefreshes = () =>
  (server.output().match(/\/api\/auth\/oauth\/token\?grant_type=refresh_token/g) ?? []).length;

test("[CL-ST-2] two tabs that hit 401 together make exactly one refresh, counted by the browser and by the server", async ({
  context,
}) => {
  const [tabA, tabB] = await openTabs(context, server.url, ["", ""]);
  const refreshes: string[] = [];
  context.on("request", (request) => {
    if (request.url().includes("/api/auth/oauth/token") && request.url().includes("grant_type=refresh_token"))
      refreshes.push(request.url());
  });
  const unauthorised = new Map<Page, number>([
    [tabA!, 0],
    [tabB!, 0],
  ]);
  let bothUnauthorised!: () => void;
  const bothMet401 = new Promise<void>((resolve) => (bothUnauthorised = resolve));
  for (const tab of [tabA!, tabB!]) {
    tab.on("response", (response) => {
      if (response.status() === 401 && response.url().includes("/api/accounts/users/me"))
        unauthorised.set(tab, unauthorised.get(tab)! + 1);
      if ([...unauthorised.values()].every((count) => count > 0)) bothUnauthorised();
    });
  }
  // Hold the refresh on the wire until both tabs' requests have met the 401.
  await context.route(`${server.url}/api/auth/oauth/token?grant_type=refresh_token*`, async (route) => {
    await bothMet401;
    await route.continue();
  });
  await tabA!.evaluate(() => window.sxz.auth.login("learner", "learner"));
  expect(await tabB!.evaluate(() => window.sxz.auth.isLoggedIn())).toBe(true);
  // The access token expires.
  await server.advanceClock(901_000);
  const before = serverRefreshes();

  const burst = () =>
    Promise.all(
      Array.from({ length: 10 }, () =>
        window.sxz.http.get("/api/accounts/users/me").then((response) => response.data.data.user_name as string),
      ),
    );
  const [namesA, namesB] = await Promise.all([tabA!.evaluate(burst), tabB!.evaluate(burst)]);

  expect(namesA).toEqual(Array(10).fill("learner"));
  expect(namesB).toEqual(Array(10).fill("learner"));
  expect(refreshes).toHaveLength(1);
  // Both tabs really met the 401 (the second one waited for the lock, then found the rotated cookies).
  expect(unauthorised.get(tabA!)).toBeGreaterThan(0);
  expect(unauthorised.get(tabB!)).toBeGreaterThan(0);
  await expect.poll(() => serverRefreshes() - before).toBe(1);
  // The tab that did not refresh heard that the other one did.
  const heard = tabA!.evaluate(() => window.sessionEvents.map((event) => event.type));
  const heardB = tabB!.evaluate(() => window.sessionEvents.map((event) => event.type));
  expect([...(await heard), ...(await heardB)]).toContain("refreshed");
});

test("[CL-ST-7] [CL-ST-6] logout in one tab is seen by the other", async ({ context }) => {
  const [tabA, tabB] = await openTabs(context, server.url, ["", ""]);
  await tabA!.evaluate(() => window.sxz.auth.login("learner", "learner"));
  expect(await tabB!.evaluate(() => window.sxz.auth.isLoggedIn())).toBe(true);

  const result = await tabA!.evaluate(() => window.sxz.auth.logout());
  expect(result).toEqual({ remainingCookies: [], next: "redirect" });
  expect(await tabA!.evaluate(() => window.navigations)).toEqual([expect.stringMatching(/^\/login\/index\?redirect=/)]);

  await expect.poll(() => tabB!.evaluate(() => window.sessionEvents.map((event) => event.type))).toContain("logout");
  expect(await tabB!.evaluate(() => window.sxz.auth.isLoggedIn())).toBe(false);
  expect(await tabB!.evaluate(() => JSON.parse(localStorage.getItem("SXZ_STORAGE_auth_event") ?? "null")?.type)).toBe(
    "logout",
  );
  const cookies = await context.cookies(server.url);
  expect(cookies.filter((cookie) => ["access_token", "refresh_token", "user_id"].includes(cookie.name))).toEqual([]);
});
