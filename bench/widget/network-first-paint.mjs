#!/usr/bin/env node
// First paint of `<sxz-score>` over emulated networks, for two builds side by side: the wall-clock time from just
// before the page imports the widget's file to the task after the first paint of the summary and 10 review cards,
// on fresh pages with the cache off. Two ways to embed it: the default (no host request function: the widget's own
// request layer) and with the host's fetch-based request function. Three networks by Chrome's emulation (latency
// added to each request, throughput capped): none (this machine's loopback), "4G" (40 ms, 9 Mbit/s) and "slow 4G"
// (Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down, 750 kbit/s up). On loopback a file fetched after another
// costs little; over a network each file in a row costs a round trip, which is what this shows.
// Each build directory is a `packages/reviews/dist` (with the files' .br/.gz twins, `node scripts/build.mjs`
// writes them), served side by side by one real server; pages alternate between sides so both see the same load.
//
//   node bench/widget/network-first-paint.mjs [<dist dir> …]   (default: packages/reviews/dist)
//   BENCH_NETWORK_RUNS=7 node bench/widget/network-first-paint.mjs /tmp/old-dist packages/reviews/dist
//   BENCH_NETWORKS=loopback BENCH_NETWORK_RUNS=21 node bench/widget/network-first-paint.mjs …   (one network)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium } from "../support/browser.mjs";
import { root, runTsx, startServer } from "../support/processes.mjs";
import { envInt, median, round } from "../support/results.mjs";
import { distFolders, siteWithDists, STANDALONE_BUILDS } from "./dist-sides.mjs";

const RUNS = envInt("BENCH_NETWORK_RUNS", 5);
const RESOURCE = "course-long";
const ALL_NETWORKS = {
  loopback: null,
  "4G (40 ms, 9 Mbit/s)": { latency: 40, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 },
  "slow 4G (150 ms, 1.6 Mbit/s)": {
    latency: 150,
    downloadThroughput: (1.6e6 * 0.9) / 8,
    uploadThroughput: (750e3 * 0.9) / 8,
  },
};
// BENCH_NETWORKS=loopback (or a comma-separated list of names' beginnings: "loopback,4G") runs only those.
const chosen = (process.env.BENCH_NETWORKS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const NETWORKS = Object.fromEntries(
  Object.entries(ALL_NETWORKS).filter(
    ([name]) => chosen.length === 0 || chosen.some((start) => name.startsWith(start)),
  ),
);
if (Object.keys(NETWORKS).length === 0)
  throw new Error(
    `BENCH_NETWORKS=${process.env.BENCH_NETWORKS} names none of: ${Object.keys(ALL_NETWORKS).join(", ")}`,
  );
const EMBEDS = ["default", "host request function"];
const dists = distFolders();

const { siteDir, hostPageFor } = siteWithDists("sxz-network-site-", dists);
const pages = [];
dists.forEach((dir, side) => {
  for (const build of STANDALONE_BUILDS) {
    for (const embed of EMBEDS) {
      // The default embed: the element without a request function, as a page that only adds the tag.
      const path = hostPageFor(
        `${side}-${build.label}-${embed === "default" ? "default" : "host"}`,
        side,
        build,
        RESOURCE,
        { hostRequest: embed !== "default" },
      );
      pages.push({ side, build: build.label, embed, path });
    }
  }
});

const dataDir = mkdtempSync(join(tmpdir(), "sxz-network-"));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000", SITE_DIR: siteDir });
const browser = await launchChromium();
const runs = new Map();
try {
  await runTsx(join(root, "bench/server/seed.ts"), ["100", RESOURCE], { env: { DATA_DIR: dataDir } });
  async function load(page, network, counted) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (NETWORKS[network]) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORKS[network] });
    await tab.goto(`${server.url}${page.path}`);
    const { ms } = await Promise.race([
      tab.evaluate(() => window.firstPaint),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${page.path}: no first paint in 60 s`)), 60_000)),
    ]);
    await context.close();
    if (!counted) return;
    const key = `${network}|${page.build}|${page.embed}`;
    if (!runs.has(key))
      runs.set(
        key,
        dists.map(() => []),
      );
    runs.get(key)[page.side].push(ms);
  }
  // A warm-up page per build and side (the server's first answers), not counted.
  for (const page of pages) await load(page, "loopback", false);
  for (let run = 0; run < RUNS; run += 1)
    for (const network of Object.keys(NETWORKS)) for (const page of pages) await load(page, network, true);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
}

console.info(`First paint from the import (ms), medians of ${RUNS} fresh pages per side, cache off:`);
console.info(
  `| network | build | embed | ${dists.map((_, side) => `side ${side}`).join(" | ")} |${dists.length > 1 ? " ratio last/first |" : ""}`,
);
console.info(`|---|---|---|${dists.map(() => "---|").join("")}${dists.length > 1 ? "---|" : ""}`);
for (const [key, sides] of runs) {
  const medians = sides.map((values) => median(values));
  const ratio = dists.length > 1 ? ` ${round(medians.at(-1) / medians[0], 2)} |` : "";
  console.info(`| ${key.split("|").join(" | ")} | ${medians.map((value) => round(value, 0)).join(" | ")} |${ratio}`);
}
console.info(`\nsides: ${dists.map((dir, side) => `${side} = ${dir}`).join("; ")}`);
