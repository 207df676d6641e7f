#!/usr/bin/env node
// Bundle sizes: the budgets of .size-limit.json (size-limit, gzip), measured on the files the build wrote,
// plus the files each standalone build loads before its first review, computed from the files themselves.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./support/processes.mjs";
import { staticClosure } from "../scripts/static-closure.mjs";
import { writeResult } from "./support/results.mjs";

const required = [
  "packages/reviews/dist/sxz-score.js",
  "packages/reviews/dist/lib/sxz-reviews.js",
  "packages/client/dist/sxz-client.js",
];
if (required.some((file) => !existsSync(join(root, file)))) {
  console.info("Building the bundles the budgets measure…");
  const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");
}

const result = spawnSync(join(root, "node_modules/.bin/size-limit"), ["--json"], { cwd: root, encoding: "utf8" });
const checks = JSON.parse(result.stdout);
const config = JSON.parse(readFileSync(join(root, ".size-limit.json"), "utf8"));
const kB = (bytes) => Math.round(bytes / 10) / 100;
const rows = checks.map((check) => ({
  metric: check.name,
  value: kB(check.size),
  unit: "kB gzip",
  note: `budget ${config.find((entry) => entry.name === check.name)?.limit ?? "?"}${check.passed ? "" : " — OVER BUDGET"}`,
}));

// What a page downloads for each standalone build before the first review: the static import closure of its
// entry, plus the dynamic imports it always makes — the default locale (zh_CN) and the default request layer (the
// @sxz/client chunk of that build, when the host gives no request function, and what that chunk imports).
const dist = join(root, "packages/reviews/dist");
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const mismatches = [];
for (const build of [
  { label: "default embed (Preact)", entry: "sxz-score.js", chunks: "chunks", budget: "default embed <sxz-score>" },
  {
    label: "React standalone",
    entry: "sxz-score.react.js",
    chunks: "react-chunks",
    budget: "React standalone <sxz-score>",
  },
]) {
  const entry = join(dist, build.entry);
  const chunk = (pattern) =>
    readdirSync(join(dist, build.chunks))
      .filter((name) => pattern.test(name))
      .map((name) => join(dist, build.chunks, name));
  // The request layer the widget uses without a host request function (@sxz/client/fetch) is inside the entry
  // (vite.standalone.ts): the closure of the entry and the default locale is what loads before the first review.
  const embed = staticClosure([entry, ...chunk(/^locale-zh_CN-.*\.js$/)]);
  const staticOnly = staticClosure([entry]);
  const bytes = (files) => [...files].reduce((sum, file) => sum + gzipped(file), 0);
  const names = (files) =>
    [...files]
      .map((file) => relative(dist, file))
      .sort()
      .join(", ");
  rows.push({
    metric: `${build.label}: static import closure of ${build.entry}, computed from the files`,
    value: kB(bytes(staticOnly)),
    unit: "kB gzip",
    note: `${staticOnly.size} files: ${names(staticOnly)}`,
  });
  rows.push({
    metric: `${build.label}: everything a page loads before the first review (closure, default request layer inside, + default locale), computed from the files`,
    value: kB(bytes(embed)),
    unit: "kB gzip",
    note: `${embed.size} files: ${names(embed)}`,
  });
  // The budget names its files by pattern; the chunk graph moves as the sources do, so say when they disagree.
  const budget = checks.find((check) => check.name.startsWith(build.budget));
  if (!budget || Math.abs(budget.size - bytes(embed)) > 50)
    mismatches.push(
      `${build.label}: the budget "${build.budget}…" measures ${budget ? kB(budget.size) : "nothing"} kB, the files computed here ${kB(bytes(embed))} kB — its file patterns in .size-limit.json are out of date`,
    );
}
const locales = readdirSync(join(root, "packages/reviews/dist/lib/chunks")).filter((name) =>
  /^[a-z]{2}_[A-Z]{2}\.js$/.test(name),
);
const localeSizes = locales
  .map((name) => [
    name,
    gzipSync(readFileSync(join(root, "packages/reviews/dist/lib/chunks", name)), { level: 9 }).length,
  ])
  .sort((a, b) => b[1] - a[1]);
rows.push({
  metric: "largest and smallest widget locale chunk",
  value: `${kB(localeSizes[0][1])} / ${kB(localeSizes.at(-1)[1])}`,
  unit: "kB gzip",
  note: `${localeSizes[0][0]} / ${localeSizes.at(-1)[0]}`,
});

writeResult("sizes", {
  title: "Bundle sizes (size-limit 12, @size-limit/file, gzip level 9; kB = 1,000 bytes)",
  rows,
  notes: [
    "Widget library: packages/reviews/dist/lib (vite.lib.config.ts) — React, react-dom and @sxz/client external; the styles are part of the components' code (style modules injected into the shadow root), so the JS is the CSS too; default locale zh_CN. Default embed: dist/sxz-score.js (vite.light.config.ts: the same source on Preact's core and hooks) with the default locale and the default request layer it always loads; React standalone: dist/sxz-score.react.js (vite.config.ts) the same way. Client core: packages/client/src/index.ts built by packages/client/vite.config.ts (npm run build -w @sxz/client) with axios and js-cookie bundled, its per-language chunks excluded.",
    "The widget's download next to Waline's and Artalk's, measured the same way on their npm packages, is the section \"Widget download next to its peers\" (bench/peers.bench.mjs).",
    ...(checks.every((check) => check.passed) ? [] : ["At least one budget is exceeded: `npx size-limit` fails."]),
    ...mismatches,
  ],
});
for (const mismatch of mismatches) console.error(mismatch);
if ((result.status !== 0 && !checks.length) || mismatches.length) process.exit(1);
