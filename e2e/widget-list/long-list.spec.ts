import { test, expect } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { loadavg } from "node:os";
import { startTestServer } from "../../packages/server/src/testing";
import type { TestServer } from "../../packages/server/src/testing";
import { seedBulkReviews } from "../../packages/server/src/db/seed/bulk-reviews";
import { mainThreadTasks, TASK_TRACE_CATEGORIES } from "../../scripts/main-thread-tasks.mjs";
import type { MainThreadTask } from "../../scripts/main-thread-tasks.mjs";
import { accessToken, openHost } from "./host";

// The smoothness of a long list: after 1,000 reviews are loaded, scrolling through all of them and liking some
// must not block the main thread for 50 ms at a time. Both the page's own long-task reports (wall clock) and a
// trace of every main-thread task (wall clock and CPU time) are recorded; the CPU time is asserted, since the
// machine is shared and its load stretches wall-clock time. bench/widget.bench.mjs measures the same on a
// quiet machine, also with the CPU slowed down four times.

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
    const cards = () => root.querySelectorAll("article").length;
    const ended = () => root.querySelector(".sxz-footer--end") !== null;
    while (!ended()) {
      // Each turn awaits the page the sentinel asked for (its cards) or the list's end.
      const before = cards();
      const grown = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (cards() > before || ended()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(root, { childList: true, subtree: true });
      });
      window.scrollTo(0, document.documentElement.scrollHeight);
      await grown;
    }
  });
  await expect(page.locator("sxz-score article")).toHaveCount(REVIEWS);
}

interface Phase {
  /** Wall-clock durations the page itself reported as long tasks (PerformanceObserver "longtask", > 50 ms). */
  longTasks: number[];
  /** Every main-thread task of the phase from a Chromium trace, with its CPU time. */
  tasks: MainThreadTask[];
}

/** Runs `action` with a long-task observer in the page and a trace of the browser, and returns both. */
async function measure(page: Page, browser: Browser, action: () => Promise<void>): Promise<Phase> {
  await page.evaluate(() => {
    const store: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.push(entry.duration);
    });
    observer.observe({ type: "longtask" });
    Object.assign(window, { __longTasks: { store, observer } });
  });
  await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
  await action();
  // The last frames and the like's toast settle inside the measured window: every finite animation of the page
  // and of its shadow roots ends, then two frames are painted.
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of Array.from(document.querySelectorAll("*")))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    const running = new Set(roots.flatMap((root) => root.getAnimations()));
    const finite = [...running].filter((animation) =>
      Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
    );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const trace = await browser.stopTracing();
  const longTasks = await page.evaluate(() => {
    const { store, observer } = (
      window as unknown as { __longTasks: { store: number[]; observer: PerformanceObserver } }
    ).__longTasks;
    observer.disconnect();
    return store;
  });
  // The test driver's own protocol calls (finding the 990th card, polling an attribute) are not the page's work.
  return { longTasks, tasks: mainThreadTasks(trace).filter((task) => !task.driver) };
}

/** The whole list top to bottom at 600 px a frame (a fast wheel or a fling), then back up half way. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
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
  });
}

/** Likes (or unlikes) five reviews spread over the list; each click scrolls its card into view first, as a person would. */
async function likeAcrossTheList(page: Page): Promise<number> {
  let likes = 0;
  for (const index of [120, 340, 560, 780, 990]) {
    const button = page
      .locator("sxz-score article")
      .nth(index)
      .getByRole("button", { name: /^Like, / });
    const before = await button.getAttribute("aria-pressed");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
    await expect(button).not.toHaveAttribute("aria-busy", "true");
    likes += 1;
  }
  return likes;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
function describe(phase: Phase) {
  const cpu = phase.tasks.map((task) => task.cpuMs).sort((a, b) => a - b);
  return {
    longTasks: phase.longTasks.length,
    longestReportedMs: round(Math.max(0, ...phase.longTasks)),
    tasks: phase.tasks.length,
    longestWallMs: round(Math.max(0, ...phase.tasks.map((task) => task.wallMs))),
    longestCpuMs: round(cpu.at(-1) ?? 0),
    p99CpuMs: round(cpu[Math.floor(cpu.length * 0.99)] ?? 0),
  };
}

test("[RW-ST-9] a list of 1,000 loaded reviews scrolls and likes with no main-thread task of 50 ms", async ({
  page,
  browser,
}, testInfo) => {
  // 15 s on a two-core machine running the whole suite; the default 60 s is too close under heavier load.
  test.setTimeout(120_000);
  const token = await accessToken(page.request, server.url, "learner");
  await openHost(page, server.url, {
    token,
    attributes: { "resource-id": "course-long", "module-id": "course", "sxz-lang": "en_US" },
  });
  const started = Date.now();
  await loadEverything(page);
  const loadSeconds = (Date.now() - started) / 1000;

  const scrolling = await measure(page, browser, () => scrollThrough(page));
  let likes = 0;
  const liking = await measure(page, browser, async () => {
    likes = await likeAcrossTheList(page);
  });
  const figures = {
    reviews: REVIEWS,
    loadSeconds,
    load: loadavg()[0],
    scrolling: describe(scrolling),
    liking: describe(liking),
  };
  console.info(`long list: ${JSON.stringify(figures)}`);
  testInfo.annotations.push({ type: "long-list", description: JSON.stringify(figures) });
  await testInfo.attach("long-list.json", { body: JSON.stringify(figures, null, 2), contentType: "application/json" });

  expect(likes).toBe(5);
  expect(scrolling.tasks.length, "the trace holds the scroll's frames").toBeGreaterThan(100);
  // The list's own work: no task of the page takes 50 ms of CPU. Wall-clock long tasks are recorded above and
  // are zero on a quiet machine; on a loaded one the system can stretch any task, so they are not asserted.
  for (const [phase, measured] of [
    ["scrolling", scrolling],
    ["liking", liking],
  ] as const) {
    const longest = Math.max(0, ...measured.tasks.map((task) => task.cpuMs));
    expect(longest, `longest task while ${phase}, CPU ms`).toBeLessThan(50);
  }
});
