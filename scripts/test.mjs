#!/usr/bin/env node
// `npm test`: every suite of the kit in one run, ending with one line "N passed, N failed" over all of them.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { ensureChromium } from "./chromium.mjs";
import { startPostgres } from "./postgres.mjs";
import { SOURCE_CONDITION_FLAG } from "./workspace-sources.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = join(root, "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
// The names of failed tests, repeated after the summary: a CI log is often read from its tail only.
const failures = [];
const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";
const bin = (name) => join(root, "node_modules", ".bin", name);

function run(title, command, args, env = {}) {
  console.info(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function record(title, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(
    `${title.padEnd(34)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed ${String(skipped).padStart(4)} skipped  ${seconds}s`,
  );
}

/** A check (typecheck, lint, build, budgets) counts as one test. */
function check(title, command, args, env) {
  const { ok, seconds } = run(title, command, args, env);
  record(title, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
  return ok;
}

/**
 * Checks run side by side (each mostly keeps one core busy): each one's output is printed whole once it ends, in
 * the order given, and each records its own seconds. Resolves to whether each passed.
 */
async function checksSideBySide(checks) {
  const results = await Promise.all(
    checks.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => (output += `${error.message}\n`));
          child.on("close", (code) =>
            resolve({ title, ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  for (const { title, ok, output, seconds } of results) {
    console.info(`\n━━ ${title} ━━`);
    if (output) process.stdout.write(output);
    record(title, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
  }
  return results.map(({ ok }) => ok);
}

function vitest(title, args, env = {}) {
  const out = join(resultsDir, `${title.replace(/\W+/g, "-")}.json`);
  const { ok, seconds } = run(
    title,
    bin("vitest"),
    ["run", "--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args],
    env,
  );
  let passed = 0,
    failed = 0,
    skipped = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A test file that fails to load has no failed test but still fails the run.
    failed += (report.testResults ?? []).filter(
      (file) => file.status === "failed" && file.assertionResults.every((t) => t.status !== "failed"),
    ).length;
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(root + "/", "");
      const failedTests = file.assertionResults.filter((t) => t.status === "failed");
      for (const test of failedTests)
        failures.push(`${title}: ${where} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
      if (file.status === "failed" && failedTests.length === 0)
        failures.push(`${title}: ${where}\n    ${firstLine(file.message)}`);
    }
  }
  if (!ok && failed === 0) {
    failed = 1;
    failures.push(
      `${title}: ended with an error outside any test (an unhandled error or rejection; see the log above)`,
    );
  }
  record(title, passed, failed, skipped, seconds);
}

function playwright(title, env) {
  const out = join(resultsDir, "playwright.json");
  // Specs that start the server in-process import the workspace packages' sources, as every other tool does.
  const nodeOptions = [process.env.NODE_OPTIONS, SOURCE_CONDITION_FLAG].filter(Boolean).join(" ");
  const { ok, seconds } = run(title, bin("playwright"), ["test", "-c", "e2e/playwright.config.ts"], {
    ...env,
    NODE_OPTIONS: nodeOptions,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  let passed = 0,
    failed = 0,
    skipped = 0;
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, "utf8"));
    passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed = stats?.unexpected ?? 0;
    skipped = stats?.skipped ?? 0;
    collectPlaywrightFailures(title, JSON.parse(readFileSync(out, "utf8")).suites ?? []);
  }
  if (!ok && failed === 0) failed = 1;
  record(title, passed, failed, skipped, seconds);
}

function collectPlaywrightFailures(title, suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `${title}: [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n    ${firstLine(stripVTControlCharacters(error ?? ""))}`,
        );
      }
    }
    collectPlaywrightFailures(title, suite.suites ?? []);
  }
}

let chromium;
try {
  chromium = ensureChromium();
  console.info(`Chromium: ${chromium}`);
} catch (error) {
  console.error(error.message);
}

// The Vitest stages read the sources, not the builds: the build runs beside the typecheck and the lint.
const [, , , built] = await checksSideBySide([
  { title: "typecheck (tsc)", command: bin("tsc"), args: ["-p", "tsconfig.json"] },
  { title: "lint (eslint)", command: bin("eslint"), args: [".", "--max-warnings=0"] },
  { title: "format (prettier --check)", command: bin("prettier"), args: ["--check", "--log-level=warn", "."] },
  { title: "build (client, widget, demo)", command: process.execPath, args: [join(root, "scripts/build.mjs")] },
]);
vitest("unit, component, server (SQLite)", []);

const postgres = await startPostgres();
if (postgres.url) {
  try {
    vitest("server (PostgreSQL)", ["--project", "server"], { TEST_DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
} else {
  console.info(`\n━━ server (PostgreSQL) ━━\nskipped: ${postgres.skipped}`);
  summary.push(`${"server (PostgreSQL)".padEnd(34)} skipped: ${postgres.skipped}`);
}

if (existsSync(join(root, ".size-limit.json")) && built) check("bundle budgets (size-limit)", bin("size-limit"), []);

// The packages as a consumer installs them: packed tarballs in a throwaway project (Node, NodeNext and Bundler
// types, React 18 and 19 server rendering, a Vite app); see scripts/consumer-check.mjs. It runs alone, not beside the
// PostgreSQL or browser stage: it removes the libraries' dist/esm, its prepack rewrites each package.json for the
// length of the pack (the source condition the other stages resolve through is gone meanwhile), and it rebuilds
// packages/server/dist, which the compiled-server suite builds and runs too.
check("packages (pack, install, consume)", process.execPath, [join(root, "scripts/consumer-check.mjs")]);

if (chromium) playwright("browser (Playwright, Chromium)", { CHROME_PATH: chromium });
else record("browser (Playwright, Chromium)", 0, 1, 0, "0.0");

// Every numbered rule of docs/rules.md must be named by a test; the check prints the rules that are not.
const coverage = spawnSync(process.execPath, [join(root, "scripts/spec-coverage.mjs"), "--min", "100"], {
  cwd: root,
  encoding: "utf8",
});
const coverageLine = (coverage.stdout || "").trim().split("\n").pop() ?? "";
console.info(`\n━━ spec coverage ━━\n${(coverage.stdout || "").trim()}`);
record("spec coverage (docs/rules.md)", coverage.status === 0 ? 1 : 0, coverage.status === 0 ? 0 : 1, 0, "0.0");

console.info("\n━━ summary ━━");
for (const line of summary) console.info(line);
if (coverageLine) console.info(coverageLine);
if (failures.length) console.info(`\nfailed:\n${failures.join("\n")}`);
console.info(
  `${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ""),
);
process.exit(totals.failed === 0 ? 0 : 1);
