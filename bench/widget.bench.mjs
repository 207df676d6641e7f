#!/usr/bin/env node
// The built <sxz-score> (packages/reviews/dist, served by the real server at /widget/) in Chromium: time from
// script evaluation to the first paint of the summary and 10 reviews; after 1,000 loaded reviews the JS heap and
// the longest main-thread task while scrolling through them and liking some, at full speed and with the CPU
// slowed down. Needs `npm run build` first.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium } from "./support/browser.mjs";
import { root, runTsx, signIn, startServer } from "./support/processes.mjs";
import { mainThreadTasks, TASK_TRACE_CATEGORIES } from "../scripts/main-thread-tasks.mjs";
import { envInt, median, round, writeResult } from "./support/results.mjs";
import { hostModule, hostPage } from "./widget/host-page.mjs";

const REVIEWS = envInt("BENCH_WIDGET_REVIEWS", 1000);
const PAINT_RUNS = envInt("BENCH_WIDGET_RUNS", 7);
const SCROLL_RUNS = envInt("BENCH_WIDGET_SCROLL_RUNS", 3);
/** CPU slowdown of the second measurement (Chrome DevTools' throttling), as a slower phone or a busy machine would be. */
const SLOWDOWN = envInt("BENCH_WIDGET_SLOWDOWN", 4);
/** The longest a scrolling or liking phase may take (at the slowed-down CPU it takes seconds, not minutes). */
const PHASE_LIMIT_MS = 180_000;
const RESOURCE = "course-long";
/** The two standalone builds the server serves at /widget/: the default embed first (the scrolling runs use it). */
const BUILDS = [
  { label: "default embed (Preact)", script: "/widget/sxz-score.js" },
  { label: "React standalone", script: "/widget/sxz-score.react.js" },
];

if (!existsSync(join(root, "packages/reviews/dist/sxz-score.js")))
  throw new Error("packages/reviews/dist/sxz-score.js is missing: run `npm run build` first");

// The host page (widget/host-page.mjs): the time origin is taken just before the widget's script is imported
// (fetch, parse, evaluation and the widget's own requests all count); a frame loop notes the first frame whose DOM
// holds the summary's figures and 10 review cards, and the task after that frame's paint. The page and its module
// are files the server itself serves (SITE_DIR), as a real page's would be: routing them through the test driver
// (Playwright's page.route) would hold every request of the page, the widget's included, for a round trip to
// the driver, and turn the browser's cache off.
// The host pages, one per build, in a folder the server serves as its site (its index.html answers other paths).
const siteDir = mkdtempSync(join(tmpdir(), "sxz-bench-widget-site-"));
mkdirSync(join(siteDir, "__bench"));
writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>bench</title>");
BUILDS.forEach((build, index) => {
  writeFileSync(join(siteDir, "__bench", `course-${index}.html`), hostPage(`/__bench/course-${index}.js`));
  writeFileSync(join(siteDir, "__bench", `course-${index}.js`), hostModule(build.script, RESOURCE));
  // The first paint is the default embed's: the tag alone, no host request function (the widget's request layer).
  writeFileSync(join(siteDir, "__bench", `default-${index}.html`), hostPage(`/__bench/default-${index}.js`));
  writeFileSync(
    join(siteDir, "__bench", `default-${index}.js`),
    hostModule(build.script, RESOURCE, { hostRequest: false }),
  );
});

const dataDir = mkdtempSync(join(tmpdir(), "sxz-bench-widget-"));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000", SITE_DIR: siteDir });
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
      return root
        ? `${root.querySelectorAll("article").length} cards; ${root.innerHTML.slice(0, 600)}`
        : "no shadow root";
    });
    throw new Error(`no first paint within ${ms / 1000} s: ${state}`);
  }

  async function openHost(token = null, script = BUILDS[0].script, hostPageName = "course") {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (token) await context.addInitScript((value) => Object.assign(window, { __benchToken: value }), token);
    const page = await context.newPage();
    await page.goto(
      `${server.url}/__bench/${hostPageName}-${BUILDS.findIndex((build) => build.script === script)}.html`,
    );
    return { context, page };
  }

  // First paint of each build: a fresh context each run (no cached script), medians; and when the widget's first
  // calls started (Resource Timing): the summary's figures and statistics, the own rating, the config list and the
  // first page must all leave at mount, none waiting for another.
  const FIRST_CALLS = ["queryMsgCountProportions", "general", "myScore", "configList", "queryMessages"];
  for (const build of BUILDS) {
    const paints = [];
    for (let run = 0; run < PAINT_RUNS; run += 1) {
      const { context, page } = await openHost(null, build.script, "default");
      const paint = await firstPaint(page);
      const calls = await page.evaluate(
        ({ names, origin }) =>
          names.map(
            (name) =>
              performance
                .getEntriesByType("resource")
                .find((entry) => new URL(entry.name).pathname.endsWith(`/${name}`))?.startTime - origin,
          ),
        { names: FIRST_CALLS, origin: paint.startedAt },
      );
      const locale = await page.evaluate(
        (origin) =>
          (performance.getEntriesByType("resource").find((entry) => /\/locale-/.test(entry.name))?.startTime ??
            Number.NaN) - origin,
        paint.startedAt,
      );
      paints.push({ ...paint, calls, locale });
      await context.close();
    }
    const list = (values) => values.map((value) => Math.round(value)).join(", ");
    console.info(`  ${build.label} first paint: ${list(paints.map((p) => p.ms))} ms`);
    rows.push({
      metric: `${build.label}: script evaluation → first paint of the summary and 10 reviews`,
      value: round(median(paints.map((p) => p.ms)), 0),
      unit: "ms",
      note: `median of ${PAINT_RUNS} fresh pages (${list(paints.map((p) => p.ms))}); includes fetching the script, its chunks, the texts and the first requests`,
    });
    rows.push({
      metric: `${build.label}: navigation start → first paint of the summary and 10 reviews`,
      value: round(median(paints.map((p) => p.ms + p.startedAt)), 0),
      unit: "ms",
      note: "same runs, counted from the page's navigation",
    });
    if (paints.some((p) => p.calls.some((start) => !Number.isFinite(start))))
      throw new Error(`${build.label}: not every first call (${FIRST_CALLS.join(", ")}) was seen in Resource Timing`);
    const gaps = paints.map((p) => Math.max(...p.calls) - Math.min(...p.calls));
    const firstCall = paints.map((p) => Math.min(...p.calls));
    rows.push({
      metric: `${build.label}: widest gap between the start times of the first calls`,
      value: round(median(gaps), 1),
      unit: "ms",
      note: `median of the same runs (${gaps.map((gap) => round(gap, 1)).join(", ")}); ${FIRST_CALLS.join(", ")} (Resource Timing startTime in Chromium)`,
    });
    rows.push({
      metric: `${build.label}: script evaluation → first call sent`,
      value: round(median(firstCall), 0),
      unit: "ms",
      note: `same runs (${list(firstCall)}); the locale chunk was requested at ${list(paints.map((p) => p.locale))} ms`,
    });
  }

  // One measured phase: the page's own long-task reports (wall clock, over 50 ms) and a trace of every
  // main-thread task with its CPU time, the test driver's protocol calls left out (they are not the page's work).
  async function measurePhase(page, name, action) {
    await page.evaluate(() => {
      const longTasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: "longtask" });
      window.__longTasks = { longTasks, observer };
    });
    await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
    // A hung phase fails the run with its name rather than holding the benchmark for ever.
    let timer;
    const limit = new Promise(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`${name}: not done within ${PHASE_LIMIT_MS / 1000} s`)),
          PHASE_LIMIT_MS,
        )),
    );
    const detail = await Promise.race([action(), limit]).finally(() => clearTimeout(timer));
    await page.waitForTimeout(300);
    const tasks = mainThreadTasks(await browser.stopTracing()).filter((task) => !task.driver);
    const longTasks = await page.evaluate(() => {
      window.__longTasks.observer.disconnect();
      return window.__longTasks.longTasks;
    });
    return {
      detail,
      longTasks,
      longestWall: Math.max(0, ...tasks.map((task) => task.wallMs)),
      longestCpu: Math.max(0, ...tasks.map((task) => task.cpuMs)),
    };
  }

  // Top to bottom 600 px a frame, as a fast wheel or a fling would; returns the frames. The page's bottom is where
  // the scroll position stops moving (a fractional document height can leave it a pixel short of the arithmetic
  // bottom for ever), and a page that stops painting frames fails the run instead of holding it.
  const scrollThrough = (page) =>
    page.evaluate(async () => {
      window.scrollTo(0, 0);
      const frame = () =>
        new Promise((resolve, reject) => {
          const late = setTimeout(
            () =>
              reject(
                new Error(
                  `no frame within 5 s at scrollY ${window.scrollY} of ${document.documentElement.scrollHeight}`,
                ),
              ),
            5_000,
          );
          requestAnimationFrame(() => resolve(clearTimeout(late)));
        });
      await frame();
      let frames = 0;
      let still = 0;
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2 && still < 10) {
        const before = window.scrollY;
        window.scrollBy(0, 600);
        await frame();
        frames += 1;
        still = window.scrollY === before ? still + 1 : 0;
      }
      return frames;
    });

  // Presses the like button of five reviews spread over the list (each scrolled into view first, as a person
  // would) and waits for each answer; returns the likes.
  async function likeAcrossTheList(page) {
    let likes = 0;
    for (const index of [120, 340, 560, 780, 990]) {
      const button = page
        .locator("sxz-score article")
        .nth(index)
        .getByRole("button", { name: /^Like, / });
      const before = await button.getAttribute("aria-pressed");
      await button.click();
      const deadline = Date.now() + 10_000;
      while (
        (await button.getAttribute("aria-pressed")) === before ||
        (await button.getAttribute("aria-busy")) === "true"
      ) {
        if (Date.now() > deadline) throw new Error(`the like of review ${index} did not complete`);
        await page.waitForTimeout(20);
      }
      likes += 1;
    }
    return likes;
  }

  // BENCH_WIDGET_SCROLL_RUNS=0 measures the first paint only.
  if (SCROLL_RUNS > 0) {
    // 1,000 loaded reviews, signed in: the heap, then scrolling and liking at full speed and with the CPU slowed down.
    const token = await signIn(server.url, "learner");
    const runs = [];
    const heaps = [];
    for (let run = 0; run < SCROLL_RUNS; run += 1) {
      const { context, page } = await openHost(token);
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
      const heapAtThousand = await heap();
      const normal = {
        scrolling: await measurePhase(page, "scrolling", () => scrollThrough(page)),
        liking: await measurePhase(page, "liking", () => likeAcrossTheList(page)),
      };
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
      const slow = {
        scrolling: await measurePhase(page, "scrolling", () => scrollThrough(page)),
        liking: await measurePhase(page, "liking", () => likeAcrossTheList(page)),
      };
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      runs.push({ normal, slow, loadMs: loaded.ms });
      heaps.push({ ten: heapAtTen, thousand: heapAtThousand });
      const show = (phase) =>
        `longest ${round(phase.longestCpu, 1)} ms CPU / ${round(phase.longestWall, 1)} ms wall, ${phase.longTasks.length} long tasks`;
      console.info(
        `  run ${run + 1}: loaded ${loaded.count} in ${Math.round(loaded.ms)} ms; heap ${Math.round(heapAtTen / 1024)} → ${Math.round(heapAtThousand / 1024)} KiB`,
      );
      for (const [speed, phases] of [
        ["1×", normal],
        [`${SLOWDOWN}× slower CPU`, slow],
      ]) {
        console.info(
          `    ${speed}: scrolling (${phases.scrolling.detail} frames) ${show(phases.scrolling)}; liking (${phases.liking.detail} likes) ${show(phases.liking)}`,
        );
      }
      await context.close();
    }
    // The browser reports only tasks over 50 ms: a run without any reports "none".
    const reported = (phases) => {
      const counts = phases.map((phase) => phase.longTasks.length);
      return {
        value: median(counts),
        note: `median of ${SCROLL_RUNS} runs (${counts.join(", ")}); longest reported ${Math.round(Math.max(0, ...phases.flatMap((phase) => phase.longTasks))) || "none"}`,
      };
    };
    const longest = (phases, key) => {
      const values = phases.map((phase) => phase[key]);
      return {
        value: round(median(values), 1),
        note: `median of ${SCROLL_RUNS} runs (${values.map((value) => round(value, 1)).join(", ")})`,
      };
    };
    for (const [speed, pick] of [
      ["", (run) => run.normal],
      [` (CPU ${SLOWDOWN}× slower)`, (run) => run.slow],
    ]) {
      for (const [action, phaseOf] of [
        [`scrolling through ${REVIEWS.toLocaleString("en")} loaded reviews`, (run) => pick(run).scrolling],
        ["liking 5 reviews across that list", (run) => pick(run).liking],
      ]) {
        const phases = runs.map(phaseOf);
        const cpu = longest(phases, "longestCpu");
        rows.push({
          metric: `longest main-thread task, ${action}${speed}`,
          value: cpu.value,
          unit: "ms CPU",
          note: `${cpu.note}; wall clock ${longest(phases, "longestWall").note.replace(/^median of \d+ runs /, "")}; from a Chromium trace`,
        });
        const reports = reported(phases);
        rows.push({
          metric: `long tasks (> 50 ms) the page reported, ${action}${speed}`,
          value: reports.value,
          unit: "tasks",
          note: reports.note,
        });
      }
    }
    rows.push({
      metric: `JS heap with ${REVIEWS.toLocaleString("en")} reviews loaded`,
      value: round(median(heaps.map((h) => h.thousand)) / 1024 ** 2, 1),
      unit: "MiB",
      note: "JSHeapUsedSize after a forced GC (Chrome DevTools Protocol), whole page",
    });
    rows.push({
      metric: "JS heap with the first 10 reviews",
      value: round(median(heaps.map((h) => h.ten)) / 1024 ** 2, 1),
      unit: "MiB",
      note: "same page after its first paint",
    });
    rows.push({
      metric: `loading ${REVIEWS.toLocaleString("en")} reviews by scrolling`,
      value: round(median(runs.map((run) => run.loadMs)) / 1000, 1),
      unit: "s",
      note: "page by page, as a reader scrolling to the end would (10 per page)",
    });
  }
  notes.push(
    `The built dist/sxz-score.js (the default embed, on Preact) and dist/sxz-score.react.js (React bundled) served by the real server at /widget/ (scrolling, liking and the heap: the default embed), ${REVIEWS} synthetic reviews on one resource (SQLite), language en_US, for the first paint an anonymous reader on the page as it embeds the widget by default (the tag alone, the widget's own request layer), for scrolling and liking the demo learner through the host's fetch-based request function; viewport 1280 × 800, headless Chromium (system).`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
}
writeResult("widget", { title: "Review widget in Chromium: first paint, 1,000 reviews", rows, notes });
