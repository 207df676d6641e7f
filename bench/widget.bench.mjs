#!/usr/bin/env node
// The built <sxz-score> (packages/reviews/dist, served by the real server at /widget/) in Chromium: time from
// script evaluation to the first paint of the summary and 10 reviews; the longest task while scrolling through
// 1,000 loaded reviews; the JS heap after 1,000. Needs `npm run build` first.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium, serveFiles } from "./support/browser.mjs";
import { root, runTsx, startServer } from "./support/processes.mjs";
import { envInt, median, round, writeResult } from "./support/results.mjs";

const REVIEWS = envInt("BENCH_WIDGET_REVIEWS", 1000);
const PAINT_RUNS = envInt("BENCH_WIDGET_RUNS", 7);
const SCROLL_RUNS = envInt("BENCH_WIDGET_SCROLL_RUNS", 3);
const RESOURCE = "course-long";

if (!existsSync(join(root, "packages/reviews/dist/sxz-score.js"))) throw new Error("packages/reviews/dist/sxz-score.js is missing: run `npm run build` first");

// The host page: the time origin is taken just before the widget's script is imported (fetch, parse,
// evaluation and the widget's own requests all count); a frame loop notes the first frame whose DOM holds
// the summary's figures and 10 review cards, and the task after that frame's paint.
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course page</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px}</style></head>
<body><main><h1>Introduction to Online Learning</h1><div id="host"></div></main>
<script type="module">
async function request(config) {
  const url = new URL(config.url, location.origin);
  for (const [key, value] of Object.entries(config.params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers = { ...(config.headers ?? {}) };
  const init = { method: config.method, headers };
  if (config.data !== undefined) { headers["content-type"] = "application/json"; init.body = JSON.stringify(config.data); }
  const response = await fetch(url, init);
  const data = await response.json().catch(() => null);
  if (!response.ok) { const error = new Error("HTTP " + response.status); error.response = { status: response.status, data }; throw error; }
  return { status: response.status, data };
}
const started = performance.now();
window.firstPaint = new Promise((resolve) => {
  const check = () => {
    const root = document.querySelector("sxz-score")?.shadowRoot;
    const ready = root && root.querySelector(".sxz-summary [data-testid=positive-percent]") && root.querySelectorAll("article").length >= 10;
    if (ready) setTimeout(() => resolve({ ms: performance.now() - started, startedAt: started }), 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});
await import("/widget/sxz-score.js");
const element = document.createElement("sxz-score");
for (const [name, value] of Object.entries({ "resource-id": "${RESOURCE}", "module-id": "course", "sxz-lang": "en_US" })) element.setAttribute(name, value);
element.defaultAxios = request;
document.getElementById("host").append(element);
</script></body></html>`;

const dataDir = mkdtempSync(join(tmpdir(), "sxz-bench-widget-"));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000" });
const browser = await launchChromium();
const rows = [];
const notes = [];
try {
  await runTsx(join(root, "bench/server/seed.ts"), [String(REVIEWS), RESOURCE], { env: { DATA_DIR: dataDir } });

  // The first paint, or an error describing what the widget shows after `ms` (a hung page must not hang the run).
  async function firstPaint(page, ms = 60_000) {
    const timeout = new Promise((resolve) => setTimeout(resolve, ms, null));
    const paint = await Promise.race([page.evaluate(() => window.firstPaint), timeout]);
    if (paint) return paint;
    const state = await page.evaluate(() => {
      const root = document.querySelector("sxz-score")?.shadowRoot;
      return root ? `${root.querySelectorAll("article").length} cards; ${root.innerHTML.slice(0, 600)}` : "no shadow root";
    });
    throw new Error(`no first paint within ${ms / 1000} s: ${state}`);
  }

  async function openHost() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await serveFiles(context, server.url, { "/__bench/course.html": { body: HOST_PAGE, contentType: "text/html" } });
    const page = await context.newPage();
    await page.goto(`${server.url}/__bench/course.html`);
    return { context, page };
  }

  // First paint: a fresh context each run (no cached script), medians.
  const paints = [];
  for (let run = 0; run < PAINT_RUNS; run += 1) {
    const { context, page } = await openHost();
    const paint = await firstPaint(page);
    const navigation = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.domContentLoadedEventEnd ?? 0);
    paints.push({ ...paint, navigation });
    await context.close();
  }
  console.info(`  first paint: ${paints.map((p) => Math.round(p.ms)).join(", ")} ms`);
  rows.push({ metric: "script evaluation → first paint of the summary and 10 reviews", value: round(median(paints.map((p) => p.ms)), 0), unit: "ms", note: `median of ${PAINT_RUNS} fresh pages (${paints.map((p) => Math.round(p.ms)).join(", ")}); includes fetching the script, its chunks, the texts and the first requests` });
  rows.push({ metric: "navigation start → first paint of the summary and 10 reviews", value: round(median(paints.map((p) => p.ms + p.startedAt)), 0), unit: "ms", note: "same runs, counted from the page's navigation" });

  // 1,000 loaded reviews: long tasks while scrolling through them, then the heap.
  const scrolls = [];
  const heaps = [];
  for (let run = 0; run < SCROLL_RUNS; run += 1) {
    const { context, page } = await openHost();
    await firstPaint(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const heap = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? Number.NaN;
    };
    const heapAtTen = await heap();
    const loaded = await page.evaluate(async (target) => {
      const root = document.querySelector("sxz-score").shadowRoot;
      const started = performance.now();
      let last = 0;
      let lastChange = performance.now();
      while (performance.now() - lastChange < 15_000) {
        const count = root.querySelectorAll("article").length;
        if (count >= target) return { count, ms: performance.now() - started };
        if (count !== last) {
          last = count;
          lastChange = performance.now();
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
        root.querySelector(".sxz-footer .sxz-btn")?.click();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return { count: root.querySelectorAll("article").length, ms: performance.now() - started };
    }, REVIEWS);
    if (loaded.count < REVIEWS) throw new Error(`only ${loaded.count} of ${REVIEWS} reviews loaded`);
    const scrolled = await page.evaluate(async () => {
      const tasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: "longtask" });
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
      tasks.length = 0;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const started = performance.now();
      let frames = 0;
      // Top to bottom 600 px a frame, as a fast wheel or a fling would.
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
        window.scrollBy(0, 600);
        await frame();
        frames += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      observer.disconnect();
      return { tasks, frames, ms: performance.now() - started };
    });
    const heapAtThousand = await heap();
    scrolls.push({ ...scrolled, loadMs: loaded.ms });
    heaps.push({ ten: heapAtTen, thousand: heapAtThousand });
    console.info(`  run ${run + 1}: loaded ${loaded.count} in ${Math.round(loaded.ms)} ms; ${scrolled.frames} frames, long tasks ${scrolled.tasks.map(Math.round).join(", ") || "none"}; heap ${Math.round(heapAtTen / 1024)} → ${Math.round(heapAtThousand / 1024)} KiB`);
    await context.close();
  }
  const longest = scrolls.map((s) => Math.max(0, ...s.tasks));
  // The browser reports only tasks over 50 ms: a run without any reports "< 50".
  const shown = (ms) => (ms > 0 ? round(ms, 0) : "< 50");
  rows.push({ metric: `longest task while scrolling through ${REVIEWS.toLocaleString("en")} loaded reviews`, value: shown(median(longest)), unit: "ms", note: `median of ${SCROLL_RUNS} runs (${longest.map(shown).join(", ")}); tasks under 50 ms are not reported by the browser` });
  rows.push({ metric: "longest task of the worst run", value: shown(Math.max(...longest)), unit: "ms", note: "the same runs' maximum" });
  rows.push({ metric: "long tasks (> 50 ms) during that scroll", value: median(scrolls.map((s) => s.tasks.length)), unit: "tasks", note: `median; ${median(scrolls.map((s) => s.frames))} frames of 600 px` });
  rows.push({ metric: `JS heap with ${REVIEWS.toLocaleString("en")} reviews loaded`, value: round(median(heaps.map((h) => h.thousand)) / 1024 ** 2, 1), unit: "MiB", note: "JSHeapUsedSize after a forced GC (Chrome DevTools Protocol), whole page" });
  rows.push({ metric: "JS heap with the first 10 reviews", value: round(median(heaps.map((h) => h.ten)) / 1024 ** 2, 1), unit: "MiB", note: "same page after its first paint" });
  rows.push({ metric: `loading ${REVIEWS.toLocaleString("en")} reviews by scrolling`, value: round(median(scrolls.map((s) => s.loadMs)) / 1000, 1), unit: "s", note: "page by page, as a reader scrolling to the end would (10 per page)" });
  notes.push(
    `The built dist/sxz-score.js (React bundled) served by the real server at /widget/, ${REVIEWS} synthetic reviews on one resource (SQLite), language en_US, anonymous reader, the host's fetch-based request function; viewport 1280 × 800, headless Chromium (system).`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
writeResult("widget", { title: "Review widget in Chromium: first paint, 1,000 reviews", rows, notes });
