import { test, expect } from "../support/fixtures";

test("the demo home page loads from the real server and its health call succeeds", async ({ page }) => {
  const health = page.waitForResponse((response) => response.url().endsWith("/api/health"));
  // The site's default language is zh_CN (the platform default); the status line is checked in English.
  await page.goto("/?sxz-lang=en_US");
  await expect(page).toHaveTitle(/sxz learning/);
  const response = await health;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ code: 200, data: { status: "ok", db: "sqlite" } });
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("Server up (sqlite)");
});
