import AxeBuilder from "@axe-core/playwright";
import { test, expect, devices } from "@playwright/test";
import type { Page } from "@playwright/test";
import { startServer } from "../support/server";
import type { RunningServer } from "../support/server";
import { openServicePage, serveServicePages } from "./pages";
import type { WindowWithClient } from "./pages";

let beta: RunningServer;

test.beforeAll(async () => {
  beta = await startServer({ BETA_ENV: "true" });
});
test.afterAll(async () => {
  await beta.stop();
});

async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id);
}

/** Any platform call: the badge decides on every response. */
const callServer = (page: Page) =>
  page.evaluate(async () => (await (window as unknown as WindowWithClient).sxz.http.get("/api/health")).status);

test("[CL-K-1] the toast shows with its mask, is announced, closes by hand and after 3 seconds", async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await serveServicePages(page.context(), beta.url);
  await openServicePage(page, beta.url, "?sxz-lang=en_US");
  const status = page.getByRole("status");
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText("");
  await page.evaluate(() =>
    (window as unknown as WindowWithClient).sxz.toast.show("Saved to your learning list", { duration: "LONG" }),
  );
  await expect(status).toHaveText("Saved to your learning list");
  const card = page.locator(".sxz-toast");
  await expect(card).toBeVisible();
  // The mask takes the clicks meant for the page underneath.
  const underPointer = await page.evaluate(() => document.elementFromPoint(10, 10)?.className);
  expect(underPointer).toBe("sxz-toast-mask");
  await testInfo.attach("toast", { body: await page.screenshot(), contentType: "image/png" });
  expect(await seriousViolations(page, ".sxz-toast-root")).toEqual([]);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(card).toBeHidden();
  await expect(status).toHaveText("");

  // The installed clock still runs with real time; paused, only the fast-forwards below move the 3 seconds on.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.evaluate(() => (window as unknown as WindowWithClient).sxz.toast.error("Upload failed"));
  await expect(page.getByRole("alert")).toHaveText("Upload failed");
  await page.clock.fastForward(2_900);
  await expect(card).toBeVisible();
  await page.clock.fastForward(200);
  await expect(card).toBeHidden();
});

test("the toast respects reduced motion and right-to-left pages", async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await serveServicePages(page.context(), beta.url);
  await openServicePage(page, beta.url, "?sxz-lang=ar_SA");
  await page.evaluate(async () => {
    const { sxz } = window as unknown as WindowWithClient;
    await sxz.i18n.ready;
    sxz.toast.show("تم الحفظ", { duration: 0 });
  });
  const card = page.locator(".sxz-toast");
  await expect(card).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
  await expect(page.locator(".sxz-toast-root")).toHaveAttribute("dir", "rtl");
  const close = page.getByRole("button", { name: "إغلاق" });
  const [closeBox, cardBox] = [await close.boundingBox(), await card.boundingBox()];
  // The close button sits at the reading end: the left in Arabic.
  expect(closeBox!.x + closeBox!.width / 2).toBeLessThan(cardBox!.x + cardBox!.width / 2);
  await testInfo.attach("toast-rtl", { body: await page.screenshot(), contentType: "image/png" });
});

test("[CL-ST-11] [CL-ST-12] the beta badge appears on beta responses, drags within the window and returns to the top right on resize", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await serveServicePages(page.context(), beta.url);
  await openServicePage(page, beta.url, "?sxz-lang=en_US");
  const badge = page.locator("[data-sxz-beta-badge]");
  await expect(badge).toHaveCount(0);
  expect(await callServer(page)).toBe(200);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleName("Beta");
  const box = (await badge.boundingBox())!;
  expect(box.width).toBe(60);
  expect(box.height).toBe(60);
  expect(Math.round(box.x + box.width)).toBe(1000 - 16);
  expect(Math.round(box.y)).toBe(16);
  await testInfo.attach("beta-badge", { body: await page.screenshot(), contentType: "image/png" });
  expect(await seriousViolations(page, "[data-sxz-beta-badge]")).toEqual([]);

  // Reachable and movable from the keyboard; Home puts it back.
  await page.keyboard.press("Tab");
  await expect(badge).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => Math.round((await badge.boundingBox())!.x)).toBe(Math.round(box.x) - 10);
  await page.keyboard.press("Home");
  await expect.poll(async () => Math.round((await badge.boundingBox())!.x)).toBe(Math.round(box.x));

  // Drag with the mouse (pointer events).
  await page.mouse.move(box.x + 30, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(400, 300, { steps: 12 });
  await page.mouse.up();
  await expect.poll(async () => (await badge.boundingBox())!.x).toBe(370);
  expect((await badge.boundingBox())!.y).toBe(270);
  await testInfo.attach("beta-badge-dragged", { body: await page.screenshot(), contentType: "image/png" });

  // Dragged past the edge it stays inside the window.
  await page.mouse.move(400, 300);
  await page.mouse.down();
  await page.mouse.move(-300, 2000, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await badge.boundingBox())!.x).toBe(0);
  expect((await badge.boundingBox())!.y).toBe(700 - 60);

  // A window resize puts it back at the top right.
  await page.setViewportSize({ width: 800, height: 600 });
  await expect.poll(async () => Math.round((await badge.boundingBox())!.x)).toBe(800 - 60 - 16);
  expect(Math.round((await badge.boundingBox())!.y)).toBe(16);
});

test("[CL-ST-11] the beta badge never shows on mobile web", async ({ browser }) => {
  const context = await browser.newContext({ ...devices["iPhone 13"], browserName: undefined } as Parameters<
    typeof browser.newContext
  >[0]);
  const page = await context.newPage();
  await page.clock.install();
  await serveServicePages(context, beta.url);
  await openServicePage(page, beta.url);
  expect(await page.evaluate(() => (window as unknown as WindowWithClient).sxz.env.environment.mobileWeb)).toBe(true);
  expect(await callServer(page)).toBe(200);
  await page.clock.fastForward(1_000);
  await expect(page.locator("[data-sxz-beta-badge]")).toHaveCount(0);
  await context.close();
});
