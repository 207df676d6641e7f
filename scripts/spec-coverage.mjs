#!/usr/bin/env node
// Which numbered rules of docs/rules.md a test names. A rule counts as named when a test file contains its ID in
// square brackets, e.g. "[RW-ST-1]". Test files: *.test.* / *.spec.* anywhere, and every file under e2e/.
//   node scripts/spec-coverage.mjs [--min PERCENT] [--prefix CL|RW] [--match REGEX] [--json]
// The last line is the summary `npm test` prints; with --min the exit code fails below that share.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const min = Number(option("--min") ?? 0);
const prefix = option("--prefix");
const match = option("--match") ? new RegExp(option("--match")) : null;

const rulesText = readFileSync(join(root, "docs", "rules.md"), "utf8");
const rules = [];
for (const line of rulesText.split("\n")) {
  const row = /^\| ((?:CL|RW)-[A-Z0-9-]+) \| (.*) \|$/.exec(line);
  if (row && (!prefix || row[1].startsWith(`${prefix}-`)) && (!match || match.test(row[1])))
    rules.push({ id: row[1], text: row[2] });
}

const skipped = new Set([
  "node_modules",
  ".git",
  "dist",
  "build",
  "coverage",
  ".vite",
  "playwright-report",
  "test-results",
  "docs",
]);
const isTestFile = (path) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || /(^|\/)(e2e|tests|__tests__)\//.test(path);
const namedBy = new Map();
function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else if (stat.size < 2_000_000 && /\.[cm]?[jt]sx?$/.test(name) && isTestFile(relative(root, path))) {
      for (const found of readFileSync(path, "utf8").matchAll(/\[((?:CL|RW)-[A-Z0-9-]+)\]/g)) {
        if (!namedBy.has(found[1])) namedBy.set(found[1], new Set());
        namedBy.get(found[1]).add(relative(root, path));
      }
    }
  }
}
walk(root);

const covered = rules.filter((rule) => namedBy.has(rule.id));
const missing = rules.filter((rule) => !namedBy.has(rule.id));
const unknown = [...namedBy.keys()].filter((id) => !rulesText.includes(`| ${id} |`));
const percent = rules.length ? (100 * covered.length) / rules.length : 0;

if (args.includes("--json")) {
  console.log(
    JSON.stringify(
      { total: rules.length, covered: covered.length, percent, missing: missing.map((rule) => rule.id), unknown },
      null,
      2,
    ),
  );
} else {
  for (const rule of missing) console.log(`missing  ${rule.id}  ${rule.text.slice(0, 110)}`);
  for (const id of unknown) console.log(`unknown  ${id}  (named by a test, but not a rule in docs/rules.md)`);
  console.log(`spec coverage: ${covered.length} of ${rules.length} rules named by tests (${percent.toFixed(1)}%)`);
}
process.exit(percent + 1e-9 >= min && unknown.length === 0 ? 0 : 1);
