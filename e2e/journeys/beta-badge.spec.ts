import { test, expect } from "@playwright/test";
import { en, ownServer } from "./support/site";

const site = ownServer({ BETA_ENV: "true" });
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

test("[journey] [CL-ST-11] the beta badge shows when the server runs with BETA_ENV and this host is listed, and not on mobile web", async ({ page, browser }) => {
  await page.goto(`${site.url}${en("/")}`);
  const badge = page.getByRole("button", { name: "Beta", exact: true });
  await expect(badge).toBeVisible();
  const box = await badge.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  // It starts at the top right of the window.
  expect(box && box.x > width / 2 && box.y < 200).toBe(true);

  // A mobile web browser never shows it (CL-ST-11).
  const phone = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
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
