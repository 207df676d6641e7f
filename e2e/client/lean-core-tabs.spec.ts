import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { startServer } from "../support/server";
import type { RunningServer } from "../support/server";
import { bundleModule, fixturePage, serveFixtures } from "../support/bundle";
import { openTabs } from "./fixture-tabs";

/**
 * The lean request core's session end loads on use: its page listens to the other tabs from the start, and the code
 * that ends the session arrives with the first event that needs it. A tab with the full client and a tab with the
 * lean core, of one person, in Chromium.
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const isMe = (request: Request) => request.url().includes("/api/accounts/users/me");

async function openLeanTab(page: Page): Promise<void> {
  const code = await bundleModule(join(import.meta.dirname, "lean-entry.fixture.ts"));
  await serveFixtures(page.context(), server.url, {
    "/__e2e/lean.js": { body: code, contentType: "text/javascript" },
    "/__e2e/lean.html": { body: fixturePage("lean core", "/__e2e/lean.js"), contentType: "text/html" },
  });
  await page.goto(`${server.url}/__e2e/lean.html?tenantId=demo`);
  await expect(page.locator("body")).toHaveAttribute("data-ready", "true");
}

/** One request of the current user from the lean tab: "ok" or the error's kind. */
const me = (page: Page) =>
  page.evaluate(() =>
    window.lean({ url: "/api/accounts/users/me" }).then(
      () => "ok",
      (error: { kind?: string }) => error.kind ?? String(error),
    ),
  );

test("[CL-ST-7] [CL-ST-5] a logout in another tab ends the lean core's session: it forgets the user, refuses the next request without sending it and leads to login once", async ({
  context,
}) => {
  const [fullTab] = await openTabs(context, server.url, [""]);
  await fullTab!.evaluate(() => window.sxz.auth.login("learner", "learner"));
  const leanTab = await context.newPage();
  await openLeanTab(leanTab);
  expect(await me(leanTab)).toBe("ok");
  await leanTab.evaluate(() => sessionStorage.setItem("sxz-user-info", JSON.stringify({ userName: "learner" })));

  const sent: string[] = [];
  leanTab.on("request", (request) => void (isMe(request) && sent.push(request.url())));
  await fullTab!.evaluate(() => window.sxz.auth.logout({ stayOnPage: true }));
  // This tab's own copy of the user goes only through its own session end.
  await expect.poll(() => leanTab.evaluate(() => sessionStorage.getItem("sxz-user-info"))).toBeNull();

  expect(await me(leanTab)).toBe("session-expired");
  expect(await me(leanTab)).toBe("session-expired");
  expect(sent).toEqual([]);
  await expect.poll(() => leanTab.evaluate(() => window.leanNavigations.length)).toBe(1);
  expect(await leanTab.evaluate(() => window.leanNavigations[0])).toMatch(/^\/login\/index\?redirect=/);

  // A new login in the other tab starts a new session here too.
  await fullTab!.evaluate(() => window.sxz.auth.login("learner", "learner"));
  expect(await me(leanTab)).toBe("ok");
});
