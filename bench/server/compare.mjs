#!/usr/bin/env node
// A/B comparison of two versions of the server on the same database: the server of this tree and the one of another
// source tree (a `git worktree` of an earlier commit), each in its own process, loaded in alternating autocannon
// rounds (the generator in its own process too), so both meet the same machine noise. Prints the medians and the
// ratios; not part of `npm run bench`, it is how each hot-path change was measured (bench/README.md).
//   DATA_DIR=<seeded folder> node bench/server/compare.mjs <other tree> [rounds=5] [seconds=4] [--record "<change>"]
// Settings in the environment (LIST_CACHE_MS=0, …) reach both servers; BENCH_ACCEPT_ENCODING adds that header.
// Each request of REQUESTS runs at the connections it names. `--record` adds the figures as rows of the change to
// bench/.work/results/hotpath-changes.json, which RESULTS.md shows as its own section.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { autocannonRun, summarise } from "../support/load.mjs";
import { processCpuMs } from "../support/process-cpu.mjs";
import { startServer } from "../support/processes.mjs";
import { median, resultsDir, round, writeResult } from "../support/results.mjs";

const recordAt = process.argv.indexOf("--record");
const change = recordAt > 0 ? process.argv[recordAt + 1] : undefined;
const [otherTree, roundsArg = "5", secondsArg = "4"] = process.argv
  .slice(2)
  .filter((_, n) => recordAt < 0 || (n !== recordAt - 2 && n !== recordAt - 1));
if (!otherTree || !process.env.DATA_DIR)
  throw new Error("usage: DATA_DIR=<folder> compare.mjs <other source tree> [rounds] [seconds]");
const resource = process.env.BENCH_RESOURCE ?? "bench-course";
const REQUESTS = [
  {
    key: "list page 1, 50 connections",
    path: `/api/universal/v1/score/queryMessages?resourceId=${resource}&pageSize=10&sort=latest&page=1`,
    connections: 50,
  },
  {
    key: "list page 1, 10 connections",
    path: `/api/universal/v1/score/queryMessages?resourceId=${resource}&pageSize=10&sort=latest&page=1`,
    connections: 10,
  },
  { key: "health, 50 connections", path: "/api/health", connections: 50 },
];
const env = {
  DATA_DIR: process.env.DATA_DIR,
  SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? "false",
  RATE_LIMIT_PER_MINUTE: "1000000",
};
// `node --import tsx` (nodeArgs): the pid is the server itself, whose CPU time is read per run.
const servers = {
  before: await startServer(env, { nodeArgs: [], main: join(resolve(otherTree), "packages/server/src/main.ts") }),
  after: await startServer(env, { nodeArgs: [] }),
};
const samples = { before: new Map(), after: new Map() };
// BENCH_ACCEPT_ENCODING: every request sends this Accept-Encoding header (Chromium sends "gzip, deflate, br, zstd").
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || undefined;
/** One run, with the server's CPU time per completed request (µs) added to autocannon's result. */
async function run(side, request, duration) {
  const cpuBefore = processCpuMs(servers[side].pid);
  const requests = acceptEncoding
    ? [{ method: "GET", path: request.path, headers: { "accept-encoding": acceptEncoding } }]
    : undefined;
  const result = await autocannonRun({
    url: servers[side].url + request.path,
    connections: request.connections,
    duration,
    requests,
  });
  result.cpuPerRequestUs = ((processCpuMs(servers[side].pid) - cpuBefore) * 1000) / result.requests.total;
  return result;
}
try {
  for (const request of REQUESTS) for (const side of ["before", "after"]) await run(side, request, 1);
  for (let n = 0; n < Number(roundsArg); n += 1) {
    for (const request of REQUESTS) {
      for (const side of n % 2 ? ["after", "before"] : ["before", "after"]) {
        const list = samples[side].get(request.key) ?? [];
        list.push(await run(side, request, Number(secondsArg)));
        samples[side].set(request.key, list);
      }
    }
  }
} finally {
  await servers.before.stop();
  await servers.after.stop();
}
const recorded = [];
for (const request of REQUESTS) {
  const before = {
    ...summarise(samples.before.get(request.key)),
    cpu: median(samples.before.get(request.key).map((s) => s.cpuPerRequestUs)),
  };
  const after = {
    ...summarise(samples.after.get(request.key)),
    cpu: median(samples.after.get(request.key).map((s) => s.cpuPerRequestUs)),
  };
  if (before.non2xx || after.non2xx || before.errors || after.errors)
    console.warn(`  ${request.key}: non-2xx or errors!`);
  console.info(
    `${request.key}: before ${round(before.requestsPerSecond, 0)} req/s (p50 ${before.p50}, p99 ${before.p99} ms, ${round(before.cpu, 0)} µs CPU/request), ` +
      `after ${round(after.requestsPerSecond, 0)} req/s (p50 ${after.p50}, p99 ${after.p99} ms, ${round(after.cpu, 0)} µs CPU/request): ` +
      `×${round(after.requestsPerSecond / before.requestsPerSecond, 2)} req/s, p99 ×${round(after.p99 / before.p99, 2)}, CPU/request ×${round(after.cpu / before.cpu, 2)}`,
  );
  recorded.push([
    change,
    request.key,
    round(before.requestsPerSecond, 0),
    round(after.requestsPerSecond, 0),
    round(after.requestsPerSecond / before.requestsPerSecond, 2),
    before.p99,
    after.p99,
    round(before.cpu, 0),
    round(after.cpu, 0),
    round(after.cpu / before.cpu, 2),
  ]);
}

if (change) {
  const file = join(resultsDir, "hotpath-changes.json");
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { tables: [{ rows: [] }] };
  const rows = [...previous.tables[0].rows.filter((cells) => cells[0] !== change), ...recorded];
  writeResult("hotpath-changes", {
    title: "Server hot path: each change before / after, in the same run",
    rows: [],
    tables: [
      {
        caption:
          "A/B of each change (bench/server/compare.mjs): the server without and with it, on the same 1M-review SQLite file",
        header: [
          "change",
          "request",
          "req/s before",
          "req/s after",
          "× req/s",
          "p99 ms before",
          "p99 ms after",
          "CPU µs/request before",
          "CPU µs/request after",
          "× CPU/request",
        ],
        rows,
      },
    ],
    notes: [
      `Both servers run at once in their own processes (\`node --import tsx\` of src/main.ts: this tree, and a copy of it without the change), alternating autocannon rounds (${roundsArg} × ${secondsArg} s per request and side, medians), the load generator in its own process, on the shared 2-core machine. CPU µs/request is the server process's user + system CPU time (/proc) over the requests a run completed: it moves far less with the machine's load than requests/s, which on this machine swing by ±20 % between neighbouring rounds. The health rows are the control: that route's code is the same on both sides, so a ratio of that size in the same run is the machine's noise, not the change.`,
    ],
  });
}
