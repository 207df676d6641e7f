import { test, expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { startTestServer } from "../../packages/server/src/testing";
import type { TestServer } from "../../packages/server/src/testing";
import { seedBulkReviews } from "../../packages/server/src/db/seed/bulk-reviews";
import { accessToken, openHost } from "./host";

// Measures (does not time-box) the smoothness of a long list: after 1,000 reviews are loaded, scrolling
// through all of them and liking some must not block the main thread for more than 50 ms at a time.
// The figures go to the test's annotations and output folder; the machine is shared, so no hard limit.

const REVIEWS = 1000;
// Tracing walks the whole DOM for its snapshots; it would be measured instead of the list.
test.use({ trace: "off", screenshot: "off" });
let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer();
  await seedBulkReviews(server.app.database.db, { resourceId: "course-long", count: REVIEWS });
});
test.afterAll(async () => server?.close());

async function loadEverything(page: Page) {
  // Scroll to the bottom again and again: the list's sentinel loads page after page until none is left.
  await page.evaluate(async () => {
    const root = document.querySelector("sxz-score")!.shadowRoot!;
    for (let i = 0; i < 2000 && !root.querySelector(".sxz-footer--end"); i += 1) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  await expect(page.locator("sxz-score article")).toHaveCount(REVIEWS);
}

interface Run {
  scrollLongTasks: number[];
  likeLongTasks: number[];
  likes: number;
}

async function measureScrollAndLikes(page: Page): Promise<Run> {
  await page.evaluate(() => {
    const store: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof store }).__longTasks = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask" });
    window.scrollTo(0, 0);
  });
  // Scroll the whole list top to bottom a frame at a time (600 px per frame), then back up half way.
  const scrolled = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const started = performance.now();
    let frames = 0;
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
      window.scrollBy(0, 600);
      await frame();
      frames += 1;
    }
    for (let i = 0; i < frames / 2; i += 1) {
      window.scrollBy(0, -600);
      await frame();
    }
    return { frames, ms: Math.round(performance.now() - started) };
  });
  console.info(`scrolled ${JSON.stringify(scrolled)}`);
  const likesFrom = await page.evaluate(() => performance.now());
  // Like five reviews spread over the list; each click scrolls its card into view first, as a person would.
  let likes = 0;
  for (const index of [120, 340, 560, 780, 990]) {
    const button = page.locator("sxz-score article").nth(index).getByRole("button", { name: /^Like, / });
    const before = await button.getAttribute("aria-pressed");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
    await expect(button).not.toHaveAttribute("aria-busy", "true");
    likes += 1;
  }
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
  return {
    scrollLongTasks: tasks.filter((t) => t.start < likesFrom).map((t) => t.duration),
    likeLongTasks: tasks.filter((t) => t.start >= likesFrom).map((t) => t.duration),
    likes,
  };
}

test("[RW-ST-9] a list of 1,000 loaded reviews scrolls and likes without long tasks (measured)", async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const token = await accessToken(page.request, server.url, "learner");
  await openHost(page, server.url, { token, attributes: { "resource-id": "course-long", "module-id": "course", "sxz-lang": "en_US" } });
  const started = Date.now();
  await loadEverything(page);
  const loadSeconds = (Date.now() - started) / 1000;
  console.info(`loaded ${REVIEWS} reviews in ${loadSeconds} s`);
  const withLazyRendering = await measureScrollAndLikes(page);

  // The same measurement with the cards' content-visibility switched off, to show what it saves.
  await page.evaluate(() => {
    const root = document.querySelector("sxz-score")!.shadowRoot!;
    const style = document.createElement("style");
    style.textContent = ".sxz-list__chunk { content-visibility: visible !important; }";
    root.append(style);
  });
  const withoutLazyRendering = await measureScrollAndLikes(page);

  const describe = (durations: number[]) => ({ count: durations.length, longestMs: Math.round(Math.max(0, ...durations)) });
  const summary = (run: Run) => ({ likes: run.likes, scrolling: describe(run.scrollLongTasks), liking: describe(run.likeLongTasks) });
  const figures = { reviews: REVIEWS, loadSeconds, contentVisibilityAuto: summary(withLazyRendering), contentVisibilityOff: summary(withoutLazyRendering) };
  console.info(`long list: ${JSON.stringify(figures)}`);
  testInfo.annotations.push({ type: "long-list", description: JSON.stringify(figures) });
  await testInfo.attach("long-list.json", { body: JSON.stringify(figures, null, 2), contentType: "application/json" });
  expect(withLazyRendering.likes).toBe(5);
});
