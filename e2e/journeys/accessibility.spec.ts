import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { seriousViolations } from "./support/measure";
import { en, signIn } from "./support/site";
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, PAIRWISE_VARIANTS, SITE_PAGES } from "./support/pages";

/*
 * Every page of the demo site, scanned with axe in each of its view states, signed in as the administrator; then the
 * pages a visitor sees, signed out, in Chinese (the default) and Arabic (right to left).
 *
 * Which states: the site's view has three settings (widget variant internal/external, layout desktop/mobile, theme
 * light/dark). The page tour runs the four combinations of PAIRWISE_VARIANTS, in which every pair of values of two
 * settings occurs, not all eight: a page's shell (header, toolbar, forms) depends on the layout and the theme, and the
 * four cover each layout × theme pair once; the variant changes only the widget, whose eight combinations run in
 * e2e/widget/variants.spec.ts (axe per widget and per dialog, two languages) and side by side on the gallery page
 * scanned here. Measured on this two-core machine (one admin tour, 16 pages): a page costs about 0.5 s to load and
 * settle, 0.15 s for a full-page screenshot and 1.7 s for axe (8 s on the gallery with its eight widgets), so axe
 * is most of the time and scanning the same page state again is what the four combinations save.
 *
 * axe lists only violations (`resultTypes`, in seriousViolations): every rule still runs on every node, and leaving
 * out the passes it would list node by node takes about a fifth off each scan.
 * Screenshots stay full-page: they are what a reviewer opens in the report, and cost a tenth of a page visit.
 */

test.setTimeout(300_000);
// Six independent sweeps of about half a minute each: spread over the workers instead of queued behind one.
test.describe.configure({ mode: "parallel" });

/** Saved in the test's output folder (test-results/e2e/…) and attached to the report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

for (const view of PAIRWISE_VARIANTS) {
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

// One sweep per language, so the two workers share them.
for (const language of ["zh_CN", "ar_SA"]) {
  test(`[journey] pages a visitor sees have no serious or critical axe violation (signed out, ${language === "zh_CN" ? "zh_CN, the default" : language})`, async ({
    page,
    server,
  }, testInfo) => {
    const found: Record<string, unknown> = {};
    for (const sitePage of SITE_PAGES.filter(
      (item) => !["my-reviews", "admin", "tracking", "upload"].includes(item.name),
    )) {
      await page.goto(`${server.url}${en(sitePage.path, { "sxz-lang": language })}`);
      await sitePage.ready(page);
      await attachScreenshot(page, testInfo, `visitor-${language}-${sitePage.name}.png`, sitePage.name !== "gallery");
      const violations = await seriousViolations(page);
      if (violations.length) found[`${language} ${sitePage.name}`] = violations;
    }
    expect(found).toEqual({});
  });
}
