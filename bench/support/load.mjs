// Load generation with autocannon on loopback: several short runs of one request mix, medians of their figures.
import autocannon from "autocannon";
import { median } from "./results.mjs";

/**
 * Runs autocannon `runs` times for `duration` seconds each and returns the medians of requests/s, p50 and p99
 * latency (ms), plus the totals of non-2xx answers and errors over all runs (a benchmark of failures is void).
 */
export async function measure({ url, connections, duration, runs, requests, setupClient }) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await autocannonRun({ url, connections, duration, requests, setupClient }));
  return summarise(samples);
}

/** One autocannon run; its result is one sample for `summarise`. */
export function autocannonRun({ url, connections, duration, requests, setupClient }) {
  return autocannon({ url, connections, duration, requests, setupClient, timeout: 30 });
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
