import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import { adminToken, eventsOf } from "./admin";
import { openServicePage, serveServicePages } from "./pages";
import type { WindowWithClient } from "./pages";
import { startServer } from "../support/server";
import type { RunningServer } from "../support/server";

let dataDir: string;
let running: RunningServer | undefined;

test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "sxz-e2e-offline-"));
});
test.afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("server down: events queue, survive a reload, and each arrives exactly once when the server is back", async ({
  page,
  request,
}) => {
  // The page's clock runs on its own until the test moves it past the tracker's back-off.
  await page.clock.install();
  running = await startServer({}, { dataDir });
  const { url } = running;
  const port = Number(new URL(url).port);
  // The test pages are served by the browser context, so they load while the server is down.
  await serveServicePages(page.context(), url);
  await openServicePage(page, url);
  // The page talks to the server once (a server stopped while the browser holds only an unused pre-connected
  // socket waits for that socket's time-out before it exits).
  expect(
    await page.evaluate(async () => (await (window as unknown as WindowWithClient).sxz.http.get("/api/health")).status),
  ).toBe(200);

  await running.stop();
  running = undefined;
  const eventCode = `offline.${Date.now()}`;
  const queued = await page.evaluate(async (code) => {
    const { sxz } = window as unknown as WindowWithClient;
    const accepted = [1, 2, 3, 4, 5].map((n) => sxz.tracker.track({ eventCode: code, eventType: `step-${n}` }));
    await sxz.tracker.flush();
    return { accepted, pending: sxz.tracker.pending() };
  }, eventCode);
  expect(queued).toEqual({ accepted: [true, true, true, true, true], pending: 5 });

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.sxzReady === "true");
  expect(await page.evaluate(() => (window as unknown as WindowWithClient).sxz.tracker.pending())).toBe(5);

  // The same server comes back: same port, same database.
  running = await startServer({}, { dataDir, port });
  expect(running.url).toBe(url);
  const token = await adminToken(request, url);
  // Past the longest back-off (5 minutes) the tracker's next flush sends them.
  const arrived = async () => {
    await page.clock.fastForward("05:05");
    return (await eventsOf(request, url, token, eventCode)).length;
  };
  await expect.poll(arrived).toBe(5);
  await expect.poll(() => page.evaluate(() => (window as unknown as WindowWithClient).sxz.tracker.pending())).toBe(0);
  const events = await eventsOf(request, url, token, eventCode);
  expect(events.map((event) => event.eventType).sort()).toEqual(["step-1", "step-2", "step-3", "step-4", "step-5"]);
  expect(new Set(events.map((event) => event.eventId)).size).toBe(5);
  // Later flushes still leave exactly one of each: nothing was sent twice into the store.
  await page.clock.fastForward("05:05");
  await page.evaluate(() => (window as unknown as WindowWithClient).sxz.tracker.flush());
  expect(await eventsOf(request, url, token, eventCode)).toHaveLength(5);
});
