import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "../support/fixtures";
import { bundleModule, fixturePage, serveFixtures } from "../support/bundle";

/**
 * Opens tabs of one browser context on the server's origin, each running the real client layer from
 * client-entry.fixture.ts. They share cookies and storage, not memory — like the tabs of a person's browser.
 * `query` is added to each tab's address (e.g. `dialog=1` registers a login dialog).
 */
export async function openTabs(context: BrowserContext, origin: string, queries: string[]): Promise<Page[]> {
  const code = await bundleModule(join(import.meta.dirname, "client-entry.fixture.ts"));
  await serveFixtures(context, origin, {
    "/__e2e/client.js": { body: code, contentType: "text/javascript" },
    "/__e2e/client.html": { body: fixturePage("client", "/__e2e/client.js"), contentType: "text/html" },
  });
  const pages: Page[] = [];
  for (const query of queries) {
    const page = await context.newPage();
    await page.goto(`${origin}/__e2e/client.html?tenantId=demo${query ? `&${query}` : ""}`);
    await expect(page.locator("body")).toHaveAttribute("data-ready", "true");
    pages.push(page);
  }
  return pages;
}

/** Fires `count` requests of the current user at once in the tab; resolves each outcome: "ok" or the error kind. */
export function storm(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (total) => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: total }, () => window.sxz.http.get("/api/accounts/users/me")),
    );
    return outcomes.map((outcome) =>
      outcome.status === "fulfilled" ? "ok" : ((outcome.reason as { kind?: string }).kind ?? String(outcome.reason)),
    );
  }, count);
}
