import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

const VARIANTS = [
  { name: "internal-desktop", intranet: true, width: 900 },
  { name: "internal-mobile", intranet: true, width: 380 },
  { name: "external-desktop", intranet: false, width: 900 },
  { name: "external-mobile", intranet: false, width: 380 },
] as const;
const SCHEMES = ["light", "dark"] as const;
const LANGUAGES = [
  { code: "en_US", rate: "Want to rate", dir: "ltr" },
  { code: "ar_SA", rate: "أريد التقييم", dir: "rtl" },
] as const;

/** Written to the test's output folder (kept after the run) and attached to the report. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** axe over the widget, or over its open dialog only (the rest is inert and dimmed behind the backdrop). */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string, dialogOnly = false) {
  // axe's shadow-DOM selector; the Playwright wrapper's type only knows plain selectors.
  const scope = dialogOnly ? ({ fromShadowDom: ["sxz-score", ".sxz-dialog"] } as unknown as string) : "sxz-score";
  // Violations listed node by node; of the passes one node per rule (`resultTypes`), enough for the count below.
  const results = await new AxeBuilder({ page })
    .include(scope)
    .withTags(["wcag2a", "wcag2aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(results.passes.length + results.violations.length, `${label}: axe checked something`).toBeGreaterThan(0);
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: "application/json",
  });
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}

for (const variant of VARIANTS) {
  for (const scheme of SCHEMES) {
    for (const language of LANGUAGES) {
      const label = `${variant.name}-${scheme}-${language.code}`;
      test(`[RW-1] ${label}: renders, screenshots kept, no serious axe violation`, async ({
        page,
        server,
      }, testInfo) => {
        // axe over a page with a long review list is slow on a shared machine.
        test.setTimeout(180_000);
        await page.setViewportSize({ width: 1024, height: 900 });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        const attributes: Record<string, string> = {
          "resource-id": "course-intro",
          "module-id": "course",
          "sxz-lang": language.code,
          "is-prod": "",
          ...MAY_RATE,
        };
        if (variant.intranet) attributes["is-intranet"] = "";
        await openHost(page, server.url, { user: "learner2", width: variant.width, attributes });
        const widget = page.locator("sxz-score");
        const root = widget.locator(".sxz-root");
        await expect(root).toHaveAttribute("data-variant", variant.intranet ? "internal" : "external");
        await expect(root).toHaveAttribute("data-layout", variant.width < 480 ? "mobile" : "desktop");
        await expect(root).toHaveAttribute("dir", language.dir);
        await expect(widget.getByTestId("review-count")).toBeVisible();
        const primary = await root.evaluate((node) => getComputedStyle(node).getPropertyValue("--sxz-primary").trim());
        const expected = {
          internal: { light: "#c7000b", dark: "#ff8f8a" },
          external: { light: "#0a58ca", dark: "#8ab4f8" },
        };
        expect(primary).toBe(expected[variant.intranet ? "internal" : "external"][scheme]);
        await page.waitForLoadState("networkidle");
        await keepScreenshot(page, testInfo, `${label}-summary.png`);
        await expectNoSeriousViolations(page, testInfo, `${label}-summary`);

        await widget.getByRole("button", { name: language.rate }).click();
        const dialog = widget.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveClass(new RegExp(`sxz-dialog--${variant.width < 480 ? "mobile" : "desktop"}`));
        // RW-DLG-1: a centred 520 px modal on desktop; a bottom sheet of at most 480 px on mobile.
        const box = (await dialog.boundingBox())!;
        const viewport = page.viewportSize()!;
        if (variant.width < 480) {
          expect(box.width).toBeLessThanOrEqual(480);
          expect(Math.round(box.y + box.height)).toBe(viewport.height);
        } else {
          expect(Math.round(box.width)).toBe(520);
          expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
        }
        await dialog.getByRole("radiogroup").getByRole("radio").nth(3).click();
        await expect(dialog.getByRole("radiogroup").getByRole("radio").nth(3)).toHaveAttribute("aria-checked", "true");
        await expect(dialog.locator("svg.sxz-face")).toBeVisible();
        await keepScreenshot(page, testInfo, `${label}-dialog.png`);
        await expectNoSeriousViolations(page, testInfo, `${label}-dialog`, true);
      });
    }
  }
}

test("[RW-1] the theme attribute overrides the system colour scheme both ways", async ({ page, server }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openHost(page, server.url, {
    attributes: {
      "resource-id": "course-intro",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-modal": "",
      theme: "dark",
    },
  });
  const root = page.locator("sxz-score .sxz-root");
  await expect(root).toHaveAttribute("data-theme", "dark");
  expect(await root.evaluate((node) => getComputedStyle(node).getPropertyValue("--sxz-surface").trim())).toBe(
    "#1c1c1e",
  );
  await page.emulateMedia({ colorScheme: "dark" });
  await page.locator("sxz-score").evaluate((node) => node.setAttribute("theme", "light"));
  await expect(root).toHaveAttribute("data-theme", "light");
  expect(await root.evaluate((node) => getComputedStyle(node).getPropertyValue("--sxz-surface").trim())).toBe(
    "#ffffff",
  );
  await page.locator("sxz-score").evaluate((node) => node.removeAttribute("theme"));
  await expect(root).toHaveAttribute("data-theme", "auto");
  expect(await root.evaluate((node) => getComputedStyle(node).getPropertyValue("--sxz-surface").trim())).toBe(
    "#1c1c1e",
  );
});

test("hosts theme the widget with --sxz-user-* custom properties and ::part", async ({ page, server }) => {
  await openHost(page, server.url, {
    attributes: { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US", "is-modal": "" },
  });
  await page.addStyleTag({
    content: "sxz-score { --sxz-user-primary: rgb(0, 128, 0); } sxz-score::part(summary) { border-width: 3px; }",
  });
  const summary = page.locator("sxz-score .sxz-summary");
  await expect(summary).toBeVisible();
  expect(await summary.evaluate((node) => getComputedStyle(node).borderTopWidth)).toBe("3px");
  const corner = page.locator("sxz-score").getByRole("button", { name: "Want to rate" });
  expect(await corner.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(0, 128, 0)");
});
