import { test, expect } from "@playwright/test";
import { contrastRatio, drawnColours, seriousViolations } from "./support/measure";
import { en, ownServer } from "./support/site";

const site = ownServer({ BETA_ENV: "true" });
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

test("[journey] [CL-ST-11] the beta badge shows when the server runs with BETA_ENV and this host is listed, and not on mobile web", async ({
  page,
  browser,
}) => {
  await page.goto(`${site.url}${en("/")}`);
  const badge = page.getByRole("button", { name: "Beta", exact: true });
  await expect(badge).toBeVisible();
  const box = await badge.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  // It starts at the top right of the window.
  expect(box && box.x > width / 2 && box.y < 200).toBe(true);

  // A mobile web browser never shows it (CL-ST-11).
  const phone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const mobilePage = await phone.newPage();
  await mobilePage.goto(`${site.url}${en("/")}`);
  await expect(mobilePage.getByRole("contentinfo").getByRole("status")).toHaveText("Server up (sqlite)");
  await expect(mobilePage.getByRole("button", { name: "Beta", exact: true })).toHaveCount(0);
  await phone.close();
});

test("[journey] without BETA_ENV there is no beta badge", async ({ page }) => {
  const plain = ownServer();
  const server = await plain.start();
  try {
    await page.goto(`${server.url}${en("/")}`);
    await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("Server up (sqlite)");
    await expect(page.getByRole("button", { name: "Beta", exact: true })).toHaveCount(0);
  } finally {
    await plain.stop();
  }
});

const BADGE_WORDS = {
  en_US: { label: "Beta", hint: "Beta environment. Use the arrow keys to move this badge." },
  ar_SA: { label: "تجريبي", hint: "بيئة تجريبية. استخدم مفاتيح الأسهم لتحريك هذه الشارة." },
};

for (const language of ["en_US", "ar_SA"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`[journey] [CL-ST-12] the beta badge is a labelled 60 px tile with readable text and a tooltip on hover and keyboard focus that Escape dismisses (${language}, ${theme})`, async ({
      page,
    }) => {
      const words = BADGE_WORDS[language];
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.clock.install();
      await page.goto(`${site.url}${en("/", { "sxz-lang": language, theme })}`);
      const badge = page.locator("[data-sxz-beta-badge]");
      await expect(badge).toBeVisible();

      // A word in the page language, not a bare shape; 60 px (CL-ST-12), far above the 44 px target size.
      await expect(badge).toHaveAccessibleName(words.label);
      await expect(badge).toHaveText(words.label);
      const box = (await badge.boundingBox())!;
      expect(box.width).toBe(60);
      expect(box.height).toBe(60);
      const label = await drawnColours(badge);
      expect(contrastRatio(label.color, label.background)).toBeGreaterThanOrEqual(4.5);

      // Hover shows the description as a tooltip the badge points at.
      const tooltip = page.getByRole("tooltip");
      await expect(tooltip).toBeHidden();
      await badge.hover();
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(words.hint);
      await expect(badge).toHaveAccessibleDescription(words.hint);
      expect(await badge.getAttribute("aria-describedby")).toBe(await tooltip.getAttribute("id"));
      const tip = await drawnColours(tooltip);
      expect(contrastRatio(tip.color, tip.background)).toBeGreaterThanOrEqual(4.5);
      const tipBox = (await tooltip.boundingBox())!;
      expect(tipBox.x).toBeGreaterThanOrEqual(0);
      expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(1366);
      expect(
        parseFloat(await tooltip.evaluate((element) => getComputedStyle(element).fontSize)),
      ).toBeGreaterThanOrEqual(14);

      // Hoverable: the pointer can move onto the tooltip without it closing; Escape dismisses it.
      await tooltip.hover();
      await page.clock.fastForward(400);
      await expect(tooltip).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(tooltip).toBeHidden();
      await page.mouse.move(10, 800);

      // Keyboard: the badge is reached with the keyboard (last in the tab order), shows the tooltip and a focus
      // ring; Escape hides the tooltip and leaves focus where it was.
      await page.locator("body").focus();
      await page.keyboard.press("Shift+Tab");
      await expect(badge).toBeFocused();
      await expect(tooltip).toBeVisible();
      expect(await badge.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
      await page.keyboard.press("Escape");
      await expect(tooltip).toBeHidden();
      await expect(badge).toBeFocused();
      expect(await seriousViolations(page, "[data-sxz-beta-badge]")).toEqual([]);
    });
  }
}

test("[journey] [CL-ST-12] resting at the top right, the beta badge covers none of the demo header's controls, 320 to 1366 px", async ({
  page,
}) => {
  for (const language of ["en_US", "ar_SA"]) {
    for (const width of [320, 390, 768, 1024, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site.url}${en("/", { "sxz-lang": language })}`);
      const badge = page.locator("[data-sxz-beta-badge]");
      await expect(badge).toBeVisible();
      const box = (await badge.boundingBox())!;
      // Each control's visible part: a navigation link scrolled partly out of its list counts only where it shows.
      const controls = await page.locator(".site-header a, .site-header button").evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const own = element.getBoundingClientRect();
            const clip = element.closest("ul")?.getBoundingClientRect() ?? own;
            const box = {
              left: Math.max(own.left, clip.left),
              right: Math.min(own.right, clip.right),
              top: own.top,
              bottom: own.bottom,
            };
            return { name: element.textContent, box };
          })
          .filter(({ box }) => box.right > box.left),
      );
      const covered = controls.filter(
        ({ box: other }) =>
          other.left < box.x + box.width &&
          other.right > box.x &&
          other.top < box.y + box.height &&
          other.bottom > box.y,
      );
      expect(covered.map((control) => `${language} ${width}px: ${control.name}`)).toEqual([]);
    }
  }
});
