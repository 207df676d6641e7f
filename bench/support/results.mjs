// Result files of the benchmarks: bench/.work/results/<name>.json = {title, measuredAt, rows, notes}.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), "..");
export const workDir = join(benchDir, ".work");
export const resultsDir = join(workDir, "results");

/** Writes one benchmark's result file; `rows` are {metric, value, unit, note?}. */
export function writeResult(name, { title, rows, tables = [], notes = [] }) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { title, measuredAt: new Date().toISOString(), loadAverage: loadavg(), rows, tables, notes },
      null,
      2,
    ) + "\n",
  );
  console.info(`wrote ${file}`);
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whole number from an environment variable, else the fallback. */
export function envInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export const round = (value, digits = 2) =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value;
