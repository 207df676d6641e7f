import { test, expect } from "@playwright/test";
import { COURSE, en, ownServer, signIn } from "./support/site";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

test("[journey] [CL-API-3] [CL-VAL-3] the site reports its page views through the client and the tracking page lists what the server received", async ({
  browser,
}) => {
  // A visitor looks at a course: anonymous events (tracking_open).
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site.url}${en(`/courses/${COURSE}`)}`);
  await expect(visitorPage.getByRole("button", { name: "Sign in to rate" })).toBeVisible();
  // Leaving the page flushes whatever the reporter still holds.
  await visitorPage.goto(`${site.url}${en("/gallery")}`);
  await visitor.close();

  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signIn(page, site.url, "admin", en("/tracking"));
  await page.getByLabel("Event code").fill("demo_page_view");
  const rows = page.getByRole("region", { name: "Tracking events" }).getByRole("row");
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(
      rows
        .filter({ hasText: `/courses/${COURSE}` })
        .filter({ has: page.getByRole("cell", { name: "tracking_open", exact: true }) })
        .first(),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const visitorRow = rows
    .filter({ hasText: `/courses/${COURSE}` })
    .filter({ has: page.getByRole("cell", { name: "tracking_open", exact: true }) })
    .first();
  await expect(visitorRow.getByRole("cell", { name: "anonymous", exact: true })).toBeVisible();
  await expect(visitorRow.getByRole("cell", { name: "view", exact: true })).toBeVisible();
  // The admin's own page views arrive through the authenticated endpoint.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(rows.filter({ has: page.getByRole("cell", { name: "tracking", exact: true }) }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await admin.close();
});
