import { join } from "node:path";
import { test, expect } from "../support/fixtures";
import { bundleModule, fixturePage, serveFixtures } from "../support/bundle";

test("a workspace module bundled for the browser runs on the server's origin", async ({ page, server }) => {
  const code = await bundleModule(join(import.meta.dirname, "bundle-entry.fixture.ts"));
  await serveFixtures(page.context(), server.url, {
    "/__e2e/entry.js": { body: code, contentType: "text/javascript" },
    "/__e2e/page.html": { body: fixturePage("fixture", "/__e2e/entry.js"), contentType: "text/html" },
  });
  await page.goto("/__e2e/page.html");
  await expect.poll(() => page.evaluate(() => (window as unknown as { langs?: string[] }).langs?.length)).toBe(12);
  // Calls from the fixture page reach the real server on the same origin.
  const health = await page.evaluate(() => fetch("/api/health").then((r) => r.json()));
  expect(health.code).toBe(200);
});
