#!/usr/bin/env node
// A/B comparison of two versions of the server on the same database: the server of this tree and the one of another
// source tree (a `git worktree` of an earlier commit), each in its own process, loaded in alternating autocannon
// rounds (the generator in its own process too), so both meet the same machine noise. Prints the medians and the
// ratios; not part of `npm run bench`, it is how each hot-path change was measured (bench/README.md).
//   DATA_DIR=<seeded folder> node bench/server/compare.mjs <other tree> [rounds=5] [seconds=4]
// Each request of REQUESTS runs at the connections it names.
import { join, resolve } from "node:path";
import { autocannonRun, summarise } from "../support/load.mjs";
import { processCpuMs } from "../support/process-cpu.mjs";
import { startServer } from "../support/processes.mjs";
import { median, round } from "../support/results.mjs";

const [otherTree, roundsArg = "5", secondsArg = "4"] = process.argv.slice(2);
if (!otherTree || !process.env.DATA_DIR) throw new Error("usage: DATA_DIR=<folder> compare.mjs <other source tree> [rounds] [seconds]");
const resource = process.env.BENCH_RESOURCE ?? "bench-course";
const REQUESTS = [
  { key: "list page 1, 50 connections", path: `/api/universal/v1/score/queryMessages?resourceId=${resource}&pageSize=10&sort=latest&page=1`, connections: 50 },
  { key: "list page 1, 10 connections", path: `/api/universal/v1/score/queryMessages?resourceId=${resource}&pageSize=10&sort=latest&page=1`, connections: 10 },
  { key: "health, 50 connections", path: "/api/health", connections: 50 },
];
const env = { DATA_DIR: process.env.DATA_DIR, SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? "false", RATE_LIMIT_PER_MINUTE: "1000000" };
// `node --import tsx` (nodeArgs): the pid is the server itself, whose CPU time is read per run.
const servers = {
  before: await startServer(env, { nodeArgs: [], main: join(resolve(otherTree), "packages/server/src/main.ts") }),
  after: await startServer(env, { nodeArgs: [] }),
};
const samples = { before: new Map(), after: new Map() };
/** One run, with the server's CPU time per completed request (µs) added to autocannon's result. */
async function run(side, request, duration) {
  const cpuBefore = processCpuMs(servers[side].pid);
  const result = await autocannonRun({ url: servers[side].url + request.path, connections: request.connections, duration });
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
for (const request of REQUESTS) {
  const before = { ...summarise(samples.before.get(request.key)), cpu: median(samples.before.get(request.key).map((s) => s.cpuPerRequestUs)) };
  const after = { ...summarise(samples.after.get(request.key)), cpu: median(samples.after.get(request.key).map((s) => s.cpuPerRequestUs)) };
  if (before.non2xx || after.non2xx || before.errors || after.errors) console.warn(`  ${request.key}: non-2xx or errors!`);
  console.info(
    `${request.key}: before ${round(before.requestsPerSecond, 0)} req/s (p50 ${before.p50}, p99 ${before.p99} ms, ${round(before.cpu, 0)} µs CPU/request), ` +
      `after ${round(after.requestsPerSecond, 0)} req/s (p50 ${after.p50}, p99 ${after.p99} ms, ${round(after.cpu, 0)} µs CPU/request): ` +
      `×${round(after.requestsPerSecond / before.requestsPerSecond, 2)} req/s, p99 ×${round(after.p99 / before.p99, 2)}, CPU/request ×${round(after.cpu / before.cpu, 2)}`,
  );
}
