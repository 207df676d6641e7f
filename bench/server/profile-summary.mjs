#!/usr/bin/env node
// Summarises a V8 CPU profile (node --cpu-prof): the functions with the most self time, and the share of
// self time per package (node_modules/<name>, node: internals, the server's own src/ folders).
//   node bench/server/profile-summary.mjs <file.cpuprofile> [top=30]
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.mjs <file.cpuprofile> [top]");
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8"));

// Self time of a node = its sample count × the mean sampling interval.
const hits = new Map();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const intervalMs = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
const totalMs = profile.samples.length * intervalMs;

const where = (url) => {
  if (!url) return "(native)";
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  if (url.startsWith("node:")) return "node:internal";
  const own = /packages\/([^/]+)\/src\/([^/]+)/.exec(url);
  return own ? `@sxz/${own[1]} src/${own[2]}` : url;
};

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const ms = (hits.get(node.id) ?? 0) * intervalMs;
  if (!ms) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"}  ${url ? `${url.replace(/^.*\/(node_modules|packages)\//, "$1/")}:${lineNumber + 1}` : ""}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  const pkg = where(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
}

const pct = (ms) => `${((ms / totalMs) * 100).toFixed(1).padStart(5)} %`;
console.info(`${file}: ${Math.round(totalMs)} ms sampled`);
console.info("\nself time by package:");
for (const [pkg, ms] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.info(`${pct(ms)}  ${pkg}`);
console.info(`\ntop ${top} functions by self time:`);
for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.info(`${pct(ms)}  ${key}`);
