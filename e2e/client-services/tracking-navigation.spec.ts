import { test, expect } from "../support/fixtures";
import { adminToken, eventsOf } from "./admin";
import { openServicePage, serveServicePages } from "./pages";
import type { WindowWithClient } from "./pages";
import type { Page } from "@playwright/test";

/** The platform client loads its tracker with the first use; `flush()` with nothing queued does only that. */
const loadTracker = (page: Page) => page.evaluate(() => (window as unknown as WindowWithClient).sxz.tracker.flush());

test.describe("events tracked just before the page goes away", () => {
  test("[CL-API-3] events tracked right before a navigation arrive at the server (keepalive on page hide)", async ({
    page,
    server,
    request,
  }) => {
    await serveServicePages(page.context(), server.url);
    await openServicePage(page, server.url);
    await loadTracker(page);
    const eventCode = `nav.${Date.now()}`;
    await page.evaluate((code) => {
      const { sxz } = window as unknown as WindowWithClient;
      for (let i = 0; i < 3; i += 1) sxz.tracker.track({ eventCode: code, eventType: "click" });
      // Leave at once: the background flush has had no chance to run.
      location.href = "/__e2e/elsewhere.html";
    }, eventCode);
    await page.waitForURL("**/elsewhere.html");
    const token = await adminToken(request, server.url);
    await expect
      .poll(async () => (await eventsOf(request, server.url, token, eventCode)).length, { timeout: 15_000 })
      .toBe(3);
    const events = await eventsOf(request, server.url, token, eventCode);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(3);
    expect(events[0]).toMatchObject({ msgType: "tracking_open", eventType: "click", source_type: 1 });
    expect(events[0]!.page).toContain("/__e2e/services.html");
  });

  test("[CL-VAL-3] a logged-in page's events go out as beacons when keepalive is refused, with the access_token cookie", async ({
    page,
    server,
    request,
  }) => {
    await serveServicePages(page.context(), server.url);
    await openServicePage(page, server.url);
    const eventCode = `beacon.${Date.now()}`;
    const userId = await page.evaluate(async () => {
      const { sxz } = window as unknown as WindowWithClient;
      await sxz.auth.login("learner", "learner");
      return sxz.auth.tokens.read().userId;
    });
    expect(userId).toBeTruthy();
    await loadTracker(page);
    await page.evaluate((code) => {
      const { sxz } = window as unknown as WindowWithClient;
      // A page over its keepalive budget: fetch refuses, the beacon takes over (it cannot set headers).
      window.fetch = () => {
        throw new TypeError("keepalive budget exceeded");
      };
      sxz.tracker.track({ eventCode: code, eventType: "view" });
      sxz.tracker.track({ eventCode: code, eventType: "view" });
      location.href = "/__e2e/elsewhere.html";
    }, eventCode);
    await page.waitForURL("**/elsewhere.html");
    const token = await adminToken(request, server.url);
    await expect
      .poll(async () => (await eventsOf(request, server.url, token, eventCode)).length, { timeout: 15_000 })
      .toBe(2);
    const events = await eventsOf(request, server.url, token, eventCode);
    for (const event of events) expect(event).toMatchObject({ msgType: "tracking", userId: String(userId) });
  });

  test("batch mode sends the queue on page hide in chunks of at most 60 KB", async ({ page, server, request }) => {
    await serveServicePages(page.context(), server.url);
    await openServicePage(page, server.url, "?batch=1");
    await loadTracker(page);
    const eventCode = `batch.${Date.now()}`;
    await page.evaluate((code) => {
      const { sxz } = window as unknown as WindowWithClient;
      // Notes each page-exit body's size where the next page can read it.
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const sizes = JSON.parse(sessionStorage.getItem("exit-sizes") ?? "[]") as number[];
        sessionStorage.setItem(
          "exit-sizes",
          JSON.stringify([...sizes, new TextEncoder().encode(String(init?.body ?? "")).length]),
        );
        return send(input, init);
      };
      const page = `${location.origin}/course/1?${"q".repeat(1200)}`;
      for (let i = 0; i < 40; i += 1) sxz.tracker.track({ eventCode: code, eventType: "click", page });
      location.href = "/__e2e/elsewhere.html";
    }, eventCode);
    await page.waitForURL("**/elsewhere.html");
    const token = await adminToken(request, server.url);
    await expect
      .poll(async () => (await eventsOf(request, server.url, token, eventCode)).length, { timeout: 15_000 })
      .toBe(40);
    const sizes = await page.evaluate(() => JSON.parse(sessionStorage.getItem("exit-sizes") ?? "[]") as number[]);
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(60 * 1024);
  });

  test("events tracked before the tracker has loaded, right before a navigation, are kept and sent by the next page with the client, in order", async ({
    page,
    server,
    request,
  }) => {
    await serveServicePages(page.context(), server.url);
    await openServicePage(page, server.url);
    const eventCode = `early.${Date.now()}`;
    await page.evaluate((code) => {
      const { sxz } = window as unknown as WindowWithClient;
      for (let i = 0; i < 3; i += 1) sxz.tracker.track({ eventCode: code, eventType: `step-${i}` });
      // Leave in the same task: the tracker cannot have loaded; page hide writes the events to local storage.
      location.href = "/__e2e/services.html?next=1";
    }, eventCode);
    await page.waitForURL("**/services.html?next=1");
    const token = await adminToken(request, server.url);
    await expect
      .poll(async () => (await eventsOf(request, server.url, token, eventCode)).length, { timeout: 15_000 })
      .toBe(3);
    const events = await eventsOf(request, server.url, token, eventCode);
    // The listing is newest first.
    expect(events.map((event) => event.eventType).reverse()).toEqual(["step-0", "step-1", "step-2"]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(3);
    expect(events[0]!.page).not.toContain("next=1");
  });
});
