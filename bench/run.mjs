#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.mjs in turn, then writes bench/RESULTS.md from their result files.
// Each benchmark writes bench/.work/results/<name>.json = {title, rows: [{metric, value, unit, note?}], tables?, notes?}.
// `npm run bench -- upload server` runs only the benchmarks whose names contain one of the words;
// `npm run bench -- --report` runs none and only rewrites RESULTS.md. Sections without a result file here are kept.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(benchDir, ".work", "results");
mkdirSync(resultsDir, { recursive: true });

// `--report` only rewrites RESULTS.md from the result files already there.
const reportOnly = process.argv.includes("--report");
const filters = process.argv.slice(2).filter((arg) => arg !== "--report");
const benchmarks = readdirSync(benchDir)
  .filter((name) => name.endsWith(".bench.mjs"))
  .filter((name) => !reportOnly && (filters.length === 0 || filters.some((word) => name.includes(word))))
  .sort();

const failures = [];
const loadBefore = loadavg()[0];
for (const name of benchmarks) {
  console.info(`\n━━ ${name} ━━`);
  const result = spawnSync(process.execPath, [join(benchDir, name)], { stdio: "inherit", env: process.env });
  if (result.status !== 0) failures.push(name);
}

// Three significant digits below 100, whole numbers above; no trailing zeros.
const format = (value) => {
  if (typeof value !== "number") return String(value);
  if (Number.isInteger(value) || Math.abs(value) >= 100) return Math.round(value).toLocaleString("en");
  return String(Number(value.toPrecision(3)));
};
const sections = [];
for (const file of readdirSync(resultsDir)
  .filter((name) => name.endsWith(".json"))
  .sort()) {
  const result = JSON.parse(readFileSync(join(resultsDir, file), "utf8"));
  const load = result.loadAverage
    ? `, load average ${result.loadAverage.map((value) => value.toFixed(1)).join(" / ")} (1 / 5 / 15 min) when written`
    : "";
  const lines = [`## ${result.title}`, "", `_measured ${result.measuredAt ?? "(date not recorded)"}${load}_`];
  if (result.rows?.length) lines.push("", "| metric | value | unit | note |", "|---|---|---|---|");
  for (const row of result.rows ?? [])
    lines.push(`| ${row.metric} | ${format(row.value)} | ${row.unit ?? ""} | ${row.note ?? ""} |`);
  // Optional detail tables: {caption, header: [...], rows: [[...]]}.
  for (const table of result.tables ?? []) {
    lines.push(
      "",
      `**${table.caption}**`,
      "",
      `| ${table.header.join(" | ")} |`,
      `|${table.header.map(() => "---").join("|")}|`,
    );
    for (const cells of table.rows) lines.push(`| ${cells.map(format).join(" | ")} |`);
  }
  for (const note of result.notes ?? []) lines.push("", note);
  sections.push(lines.join("\n"));
}

// Sections of the current RESULTS.md whose result file is not here (measured on another machine or in another
// checkout) are kept as they are, so a partial run never drops figures it did not measure.
const resultsFile = join(benchDir, "RESULTS.md");
const written = new Set(sections.map((section) => section.split("\n", 1)[0]));
let previous = "";
try {
  previous = readFileSync(resultsFile, "utf8");
} catch {
  // first run: nothing to keep
}
for (const section of previous.split(/\n(?=## )/).slice(1)) {
  if (!written.has(section.split("\n", 1)[0])) sections.push(section.trimEnd());
}
sections.sort((a, b) => a.localeCompare(b));

const cpu = cpus()[0]?.model ?? "unknown CPU";
const header = [
  "# Benchmark results",
  "",
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} from the result files in bench/.work/results.`,
  `Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}, ${process.platform}.`,
  ...(benchmarks.length
    ? [
        `Load average (1 min) when this run started: ${loadBefore.toFixed(1)}, when it ended: ${loadavg()[0].toFixed(1)}.`,
      ]
    : []),
  "Figures are medians of several runs; ratios compare measurements taken in the same run. The machine is shared,",
  "so absolute figures vary between runs more than the ratios do. Each section gives the time it was measured.",
].join("\n");
writeFileSync(resultsFile, [header, ...sections].join("\n\n") + "\n");
console.info(`\nWrote bench/RESULTS.md (${sections.length} sections).`);
if (failures.length) {
  console.error(`Failed: ${failures.join(", ")}`);
  process.exit(1);
}
