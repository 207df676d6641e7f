// Load generation with autocannon on loopback, in a process of its own (load-process.mjs): several short runs of
// one request mix, medians of their figures.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./results.mjs";

const loadProcess = join(dirname(fileURLToPath(import.meta.url)), "load-process.mjs");

/**
 * Runs autocannon `runs` times for `duration` seconds each and returns the medians of requests/s, p50 and p99
 * latency (ms), plus the totals of non-2xx answers and errors over all runs (a benchmark of failures is void).
 */
export async function measure({ url, connections, duration, runs, requests, rotate }) {
  const samples = [];
  for (let run = 0; run < runs; run += 1)
    samples.push(await autocannonRun({ url, connections, duration, requests, rotate }));
  return summarise(samples);
}

/**
 * One autocannon run in its own process; its result ({requests, latency, non2xx, errors, timeouts}, as autocannon
 * reports them) is one sample for `summarise`. `rotate: {tokens, bodies}` varies the bearer token and body per request.
 */
export function autocannonRun({ url, connections, duration, requests, rotate }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [loadProcess], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out));
    });
    child.stdin.end(JSON.stringify({ url, connections, duration, requests, rotate }));
  });
}

/** Medians of requests/s, p50, mean and p99 latency over samples, totals of answers that were not 2xx and of errors. */
export function summarise(samples) {
  return {
    requestsPerSecond: median(samples.map((s) => s.requests.average)),
    p50: median(samples.map((s) => s.latency.p50)),
    // autocannon's percentiles are whole milliseconds; the mean keeps the fractions of fast requests.
    mean: median(samples.map((s) => s.latency.average)),
    p99: median(samples.map((s) => s.latency.p99)),
    total: samples.reduce((sum, s) => sum + s.requests.total, 0),
    non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
    errors: samples.reduce((sum, s) => sum + s.errors + s.timeouts, 0),
  };
}
