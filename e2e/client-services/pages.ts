import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { bundleModule, fixturePage, serveFixtures } from "../support/bundle";
import type { PlatformClient } from "../../packages/client/src/platform-client";

export type WindowWithClient = Window & { sxz: PlatformClient };

/** Serves the page that loads the real client layer, and a plain page without it, on the server's origin. */
export async function serveServicePages(context: BrowserContext, origin: string): Promise<void> {
  const code = await bundleModule(join(import.meta.dirname, "services-entry.fixture.ts"));
  await serveFixtures(context, origin, {
    "/__e2e/services.js": { body: code, contentType: "text/javascript" },
    "/__e2e/services.html": { body: fixturePage("client services", "/__e2e/services.js", '<main><h1>Course</h1><p>Lesson text.</p></main>'), contentType: "text/html" },
    "/__e2e/elsewhere.html": { body: "<!doctype html><html lang=\"en\"><head><title>elsewhere</title></head><body><h1>Elsewhere</h1></body></html>", contentType: "text/html" },
  });
}

export async function openServicePage(page: Page, origin: string, query = ""): Promise<void> {
  await page.goto(`${origin}/__e2e/services.html${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.sxzReady === "true");
}
