import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { en, signIn } from "./support/site";
import { ALL_VARIANTS, DESKTOP_VIEWPORT, MOBILE_VIEWPORT, SITE_PAGES } from "./support/pages";

test.setTimeout(300_000);
// Nine independent sweeps of about a minute each: spread over the workers instead of queued behind one.
test.describe.configure({ mode: "parallel" });

/** Serious and critical axe violations, in a readable form for the failure message. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

/** Saved in the test's output folder (test-results/e2e/…) and attached to the report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

for (const view of ALL_VARIANTS) {
  const label = `${view.variant}-${view.layout}-${view.theme}`;
  test(`[journey] every page has no serious or critical axe violation: ${label}`, async ({
    page,
    server,
  }, testInfo) => {
    await page.setViewportSize(view.layout === "mobile" ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT);
    // Signed in as the administrator, so the moderation and tracking pages show their content too.
    await signIn(page, server.url, "admin", en("/", { ...view }));
    const found: Record<string, unknown> = {};
    for (const sitePage of SITE_PAGES) {
      await page.goto(`${server.url}${en(sitePage.path, { ...view })}`);
      await sitePage.ready(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", view.theme);
      await attachScreenshot(page, testInfo, `${label}-${sitePage.name}.png`, sitePage.name !== "gallery");
      const violations = await seriousViolations(page);
      if (violations.length) found[sitePage.name] = violations;
    }
    expect(found).toEqual({});
  });
}

test("[journey] pages a visitor sees have no serious or critical axe violation (signed out, zh_CN default and ar_SA)", async ({
  page,
  server,
}, testInfo) => {
  const found: Record<string, unknown> = {};
  for (const language of ["zh_CN", "ar_SA"]) {
    for (const sitePage of SITE_PAGES.filter(
      (item) => !["my-reviews", "admin", "tracking", "upload"].includes(item.name),
    )) {
      await page.goto(`${server.url}${en(sitePage.path, { "sxz-lang": language })}`);
      await sitePage.ready(page);
      await attachScreenshot(page, testInfo, `visitor-${language}-${sitePage.name}.png`, sitePage.name !== "gallery");
      const violations = await seriousViolations(page);
      if (violations.length) found[`${language} ${sitePage.name}`] = violations;
    }
  }
  expect(found).toEqual({});
});
