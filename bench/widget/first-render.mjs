#!/usr/bin/env node
// Main-thread work of the widget's first render, from a Chromium trace: from just before the widget's script is
// imported to the task after the first paint of the summary and 10 review cards — script, layout (and how many
// layouts were forced by script), style recalculation and the whole tasks' CPU time. Wall-clock first-paint times
// move with the machine's load; the work the main thread does for the same page barely does, so this compares two
// builds on a busy machine. Each build directory (a `packages/reviews/dist` with `sxz-score.js`,
// `sxz-score.react.js` and their chunk folders) is served side by side by one real server, and the pages are
// loaded in alternation, so the ratio compares runs under the same load.
//
//   node bench/widget/first-render.mjs [<dist dir> …]   (default: packages/reviews/dist)
//   BENCH_FIRST_RENDER_RUNS=9 node bench/widget/first-render.mjs /tmp/old-dist packages/reviews/dist
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium } from "../support/browser.mjs";
import { root, runTsx, startServer } from "../support/processes.mjs";
import { FIRST_RENDER_TRACE_CATEGORIES, firstRenderWork } from "../../scripts/first-render-work.mjs";
import { envInt, median, round } from "../support/results.mjs";
import { distFolders, siteWithDists, STANDALONE_BUILDS } from "./dist-sides.mjs";

const RUNS = envInt("BENCH_FIRST_RENDER_RUNS", 7);
const RESOURCE = "course-long";
const dists = distFolders();

const { siteDir, hostPageFor } = siteWithDists("sxz-first-render-site-", dists);
// Two embeds of each build: the element created by the page's module once the script is in (as the other widget
// benchmarks do), and the tag written in the page's markup, upgraded before the page has loaded (its first calls
// wait for the page's scripts).
const EMBEDS = [
  { label: "created by script", options: undefined },
  { label: "in the page's markup", options: { markup: true } },
];
const pages = [];
dists.forEach((dir, side) => {
  for (const build of STANDALONE_BUILDS) {
    for (const [index, embed] of EMBEDS.entries())
      pages.push({
        side,
        dir,
        build: build.label,
        embed: embed.label,
        path: hostPageFor(`${side}-${build.label}-${index}`, side, build, RESOURCE, embed.options),
        runs: [],
      });
  }
});

const dataDir = mkdtempSync(join(tmpdir(), "sxz-first-render-"));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000", SITE_DIR: siteDir });
const browser = await launchChromium();
try {
  await runTsx(join(root, "bench/server/seed.ts"), ["100", RESOURCE], { env: { DATA_DIR: dataDir } });
  // A warm-up page per build (the server's first answers, the disk cache of the files), not counted.
  for (const page of [...pages, ...pages]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(`${server.url}${page.path}`);
    await tab.evaluate(() => window.firstPaint);
    await context.close();
  }
  // One fresh page under a trace; a run whose trace lost a mark (now and then on a loaded machine) is taken again.
  async function measure(page) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await browser.startTracing(tab, { categories: FIRST_RENDER_TRACE_CATEGORIES });
    await tab.goto(`${server.url}${page.path}`);
    const { ms } = await Promise.race([
      tab.evaluate(() => window.firstPaint),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${page.path}: no first paint in 60 s`)), 60_000)),
    ]);
    const work = firstRenderWork(await browser.stopTracing(), "sxz-start", "sxz-painted");
    await context.close();
    if (work) return page.runs.push({ ms, ...work });
    page.lost = (page.lost ?? 0) + 1;
    if (page.lost > RUNS) throw new Error(`${page.path}: the traces keep losing their marks`);
    return measure(page);
  }
  for (let run = 0; run < RUNS; run += 1) for (const page of pages) await measure(page);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
}

const FIGURES = [
  ["ms", "first paint (wall)"],
  ["task", "main-thread tasks (CPU)"],
  ["script", "script"],
  ["layout", "layout"],
  ["layouts", "layouts (count)"],
  ["forcedLayout", "forced layout"],
  ["forcedLayouts", "forced layouts (count)"],
  ["style", "style recalculation"],
  ["styles", "style recalculations (count)"],
];
console.info(
  `Medians of ${RUNS} fresh pages per build and side (ms; thread time from the trace, first paint wall clock):`,
);
for (const { label } of STANDALONE_BUILDS)
  for (const embed of EMBEDS) {
    const sides = pages.filter((page) => page.build === label && page.embed === embed.label);
    console.info(`\n${label} build, the element ${embed.label}`);
    console.info(
      `| figure | ${sides.map((page) => `side ${page.side}`).join(" | ")} |${sides.length > 1 ? " ratio last/first |" : ""}`,
    );
    console.info(`|---|${sides.map(() => "---|").join("")}${sides.length > 1 ? "---|" : ""}`);
    for (const [key, name] of FIGURES) {
      const medians = sides.map((page) => median(page.runs.map((one) => one[key])));
      const ratio =
        sides.length > 1 && medians[0] > 0
          ? ` ${round(medians[medians.length - 1] / medians[0], 2)} |`
          : sides.length > 1
            ? " – |"
            : "";
      console.info(`| ${name} | ${medians.map((value) => round(value, 1)).join(" | ")} |${ratio}`);
    }
  }
console.info(`\nsides: ${dists.map((dir, side) => `${side} = ${dir}`).join("; ")}`);
