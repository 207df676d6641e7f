#!/usr/bin/env node
// Resident memory (RSS) of the compiled server on SQLite with the demo data: idle after a first start (the demo data
// seeded), idle after a restart (before and after the collection of src/quiet-memory.ts), during a mixed
// read/write load and idle after it — with glibc's allocator as it comes and with the setting the server README
// recommends (GLIBC_TUNABLES=glibc.malloc.mmap_threshold=1048576). RSS is read from /proc/<pid>/status; the
// server's own view (heap, young generation) from a probe loaded with --import (support/memory-probe.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { autocannonRun } from "./support/load.mjs";
import { root } from "./support/processes.mjs";
import { envInt, median, round, writeResult } from "./support/results.mjs";

const IDLE_SECONDS = envInt("BENCH_MEMORY_IDLE_SECONDS", 10);
const LOAD_SECONDS = envInt("BENCH_MEMORY_LOAD_SECONDS", 20);
const CONNECTIONS = envInt("BENCH_MEMORY_CONNECTIONS", 50);
/** The collection after the start runs 10–15 s into the process's life (src/quiet-memory.ts); idle figures are taken after. */
const SETTLED_AFTER_MS = 25_000;
const TUNABLE = "glibc.malloc.mmap_threshold=1048576";

const bin = join(root, "packages/server/bin/sxz-server.js");
const probe = join(root, "bench/support/memory-probe.mjs");
if (process.platform !== "linux") {
  console.info("memory: RSS is read from /proc; skipped on", process.platform);
  process.exit(0);
}
if (!existsSync(join(root, "packages/server/dist/main.js"))) {
  console.info("Building (the figures are those of the compiled server)…");
  if (spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" }).status !== 0)
    throw new Error("build failed");
}
const glibc = process.report.getReport().header.glibcVersionRuntime;

const MB = 1024 * 1024;
/** VmRSS, RssAnon, RssFile and VmHWM (the peak) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: field("VmRSS"), anon: field("RssAnon"), file: field("RssFile"), peak: field("VmHWM") };
}

/** Samples RSS once every `everyMs` for `seconds`; resolves the median and the largest sample. */
async function sampleRss(pid, seconds, everyMs = 1000) {
  const samples = [];
  for (let at = 0; at < seconds * 1000; at += everyMs) {
    samples.push(memoryOf(pid).rss);
    await sleep(everyMs);
  }
  return { median: median(samples), max: Math.max(...samples) };
}

/** The server's own figures through the probe: heap used and committed, the young generation, external memory. */
async function probeOf(server) {
  const before = existsSync(server.probeFile) ? readFileSync(server.probeFile, "utf8") : "";
  process.kill(server.pid, "SIGUSR2");
  for (let tries = 0; tries < 100; tries += 1) {
    await sleep(50);
    if (existsSync(server.probeFile)) {
      const text = readFileSync(server.probeFile, "utf8");
      if (text && text !== before) return JSON.parse(text);
    }
  }
  throw new Error("the memory probe did not answer");
}

/** The compiled server as deployed (the bin under plain node, demo data), its start time and its pid. */
function startServer(dataDir, extraEnv) {
  const probeFile = join(dataDir, `probe-${Date.now()}.json`);
  const env = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    RATE_LIMIT_PER_MINUTE: "1000000",
    SXZ_MEMORY_PROBE: probeFile,
    ...extraEnv,
  };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ["--import", probe, bin], { env, stdio: ["ignore", "pipe", "inherit"] });
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) {
        const stop = () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", done);
            child.kill("SIGTERM");
          });
        resolve({ url: `http://127.0.0.1:${match[1]}`, pid: child.pid, startedAt, probeFile, stop });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const settle = (server) => sleep(Math.max(0, server.startedAt + SETTLED_AFTER_MS - Date.now()));

// The load: the widget's first calls (list page, figures, distribution), an author's avatar, the widget's script
// (precompressed), and an anonymous tracking event written to the database.
const REQUESTS = [
  {
    method: "GET",
    path: "/api/universal/v1/score/queryMessages?resourceId=course-intro&moduleId=course&page=1&pageSize=10",
  },
  { method: "GET", path: "/api/universal/v1/score/general?resourceId=course-intro&moduleId=course" },
  { method: "GET", path: "/api/universal/v1/score/queryMsgCountProportions?resourceId=course-intro&moduleId=course" },
  { method: "GET", path: "/api/staff-directory/v1/avatar/user-reviewer-001" },
  { method: "GET", path: "/widget/sxz-score.js", headers: { "accept-encoding": "br" } },
  {
    method: "POST",
    path: "/api/message/v1/open/event",
    headers: { "content-type": "application/json", tenant_id: "demo" },
    body: JSON.stringify({ msgType: "tracking_open", msgContent: { eventCode: "bench_memory", eventType: "view" } }),
  },
];

async function measureConfiguration(label, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-memory-"));
  try {
    // First start: migrations and the demo data's seeding (nine scrypt password hashes) in this process.
    let server = await startServer(dataDir, extraEnv);
    await settle(server);
    const firstStart = await sampleRss(server.pid, IDLE_SECONDS);
    await server.stop();

    // Restart on the same data, as a server usually starts.
    server = await startServer(dataDir, extraEnv);
    const beforeCollection = memoryOf(server.pid).rss;
    const beforeProbe = await probeOf(server);
    await settle(server);
    const idle = await sampleRss(server.pid, IDLE_SECONDS);
    const idleMemory = memoryOf(server.pid);
    const idleProbe = await probeOf(server);

    const sampling = sampleRss(server.pid, LOAD_SECONDS, 500);
    const load = await autocannonRun({
      url: server.url,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      requests: REQUESTS,
    });
    const loaded = await sampling;
    const peak = memoryOf(server.pid).peak;
    // Two quiet 5 s windows, then the server gives memory back (src/quiet-memory.ts).
    await sleep(15_000);
    const afterLoad = await sampleRss(server.pid, IDLE_SECONDS);
    await server.stop();
    return {
      label,
      firstStart,
      beforeCollection,
      beforeProbe,
      idle,
      idleMemory,
      idleProbe,
      loaded,
      peak,
      afterLoad,
      load,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const configurations = [["glibc's allocator as it comes", {}]];
if (glibc) configurations.push([`GLIBC_TUNABLES=${TUNABLE}`, { GLIBC_TUNABLES: TUNABLE }]);
const results = [];
for (const [label, env] of configurations) {
  console.info(`memory: ${label}…`);
  results.push(await measureConfiguration(label, env));
}

const mb = (bytes) => round(bytes / MB, 1);
const rows = [];
for (const result of results) {
  const tag = results.length > 1 ? ` (${result.label})` : "";
  rows.push(
    {
      metric: `first start, idle${tag}`,
      value: round(result.firstStart.median, 1),
      unit: "MB RSS",
      note: "demo data seeded by this process; median over the idle window",
    },
    {
      metric: `restart, idle before the quiet-time collection${tag}`,
      value: round(result.beforeCollection, 1),
      unit: "MB RSS",
      note: "as the server starts listening",
    },
    {
      metric: `restart, idle${tag}`,
      value: round(result.idle.median, 1),
      unit: "MB RSS",
      note: "25 s after the process started; goal ≤ 120",
    },
    {
      metric: `under load, median${tag}`,
      value: round(result.loaded.median, 1),
      unit: "MB RSS",
      note: `${CONNECTIONS} connections, ${round(result.load.requests.average, 0)} requests/s, ${result.load.non2xx} non-2xx, ${result.load.errors + result.load.timeouts} errors`,
    },
    { metric: `under load, peak${tag}`, value: round(result.peak, 1), unit: "MB RSS", note: "VmHWM of the process" },
    {
      metric: `after load, idle${tag}`,
      value: round(result.afterLoad.median, 1),
      unit: "MB RSS",
      note: `15–${15 + IDLE_SECONDS} s after the load ended`,
    },
  );
}
const first = results[0];
const table = {
  caption:
    "What the restarted server holds when idle (allocator as it comes), before and after the quiet-time collection",
  header: ["", "before", "after"],
  rows: [
    ["RSS (MB)", round(first.beforeCollection, 1), round(first.idle.median, 1)],
    ["V8 heap committed (MB)", mb(first.beforeProbe.usage.heapTotal), mb(first.idleProbe.usage.heapTotal)],
    ["V8 heap used (MB)", mb(first.beforeProbe.usage.heapUsed), mb(first.idleProbe.usage.heapUsed)],
    [
      "V8 young generation committed (MB)",
      mb(first.beforeProbe.spaces.new_space.size),
      mb(first.idleProbe.spaces.new_space.size),
    ],
    ["external + array buffers (MB)", mb(first.beforeProbe.usage.external), mb(first.idleProbe.usage.external)],
  ],
};
const anon = round(first.idleMemory.anon, 1);
const file = round(first.idleMemory.file, 1);
writeResult("memory", {
  title: "Server memory (RSS), SQLite",
  rows,
  tables: [table],
  notes: [
    `The compiled server (\`packages/server/bin/sxz-server.js\`, plain node ${process.version}${glibc ? `, glibc ${glibc}` : ""}) on SQLite with the demo data, in its own process; autocannon in another (${LOAD_SECONDS} s, the widget's first calls, an avatar, the widget script and a tracking write). Idle figures are medians of one sample a second over ${IDLE_SECONDS} s; the restarted idle server's RSS is ${anon} MB anonymous memory and ${file} MB mapped files (the node binary and libraries).`,
    "Seeding hashes nine demo passwords with scrypt (16 MB each, in libuv's worker threads): glibc keeps each thread's freed 16 MB buffer in that thread's arena, which is the first start's excess over a restart; logins do the same. A fixed mmap threshold (the second configuration) returns those buffers to the system.",
  ],
});
