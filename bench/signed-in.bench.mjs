#!/usr/bin/env node
// One signed-in widget load: the five first calls of a widget (queryMsgCountProportions, general, myScore,
// configList, queryMessages page 1), each as the demo learner and anonymously, next to GET /api/health on the
// same server — the compiled server (packages/server/dist/main.js) in its own process, autocannon in another,
// the server's CPU time per request from /proc. On the demo data and on a seeded bench resource; SQLite, then
// PostgreSQL (the throwaway cluster of scripts/postgres.mjs). With BENCH_SIGNED_IN_BEFORE=<an older compiled
// main.js> that server runs beside this one on the same database and every figure has its before/after ratio
// from the same run. Rounds interleave every request on every server, so the ratios meet the same noise.
// See bench/README.md.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { freshDatabase } from "./support/databases.mjs";
import { autocannonRun, summarise } from "./support/load.mjs";
import { processCpuMs } from "./support/process-cpu.mjs";
import { root, runTsx, signIn, startServer } from "./support/processes.mjs";
import { envInt, median, round, writeResult } from "./support/results.mjs";

const REVIEWS = envInt("BENCH_SIGNED_IN_REVIEWS", envInt("BENCH_REVIEWS", 1_000_000));
/** PostgreSQL seeds far slower than SQLite's bulk load: its size may be set apart. */
const POSTGRES_REVIEWS = envInt("BENCH_SIGNED_IN_POSTGRES_REVIEWS", REVIEWS);
const ROUNDS = envInt("BENCH_SIGNED_IN_ROUNDS", 3);
const DURATION = envInt("BENCH_DURATION", 5);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const BEFORE = process.env.BENCH_SIGNED_IN_BEFORE || undefined;
const AFTER = join(root, "packages/server/dist/main.js");
const BENCH_RESOURCE = "bench-course";
const DEMO_RESOURCE = "course-intro";

const API = "/api/universal/v1/score";
/** The widget's five first calls, as its request layer sends them (packages/reviews/src/api/rating.ts, list.ts). */
const calls = (resourceId) => [
  { name: "queryMsgCountProportions", path: `${API}/queryMsgCountProportions?resourceId=${resourceId}` },
  { name: "general", path: `${API}/general?resourceId=${resourceId}` },
  { name: "myScore", path: `${API}/myScore?resourceId=${resourceId}` },
  { name: "configList", path: `${API}/configList?isNew=true&type=0%2C2%2C3%2C4%2C5%2C6` },
  {
    name: "queryMessages page 1",
    path: `${API}/queryMessages?resourceId=${resourceId}&pageSize=10&sort=latest&page=1`,
  },
];
const HEALTH = "/api/health";

if (!existsSync(AFTER)) {
  console.error(`${AFTER} is missing: run \`node scripts/build.mjs\` first.`);
  process.exit(2);
}

const rows = [];
const tables = [];
const notes = [
  "CPU per request is the server process's user + system time (/proc) over the requests a run answered; a widget load is the sum of its five calls. The machine is shared: absolute figures move with its load, the ratios to the health route of the same run far less.",
];
let pgCluster;

/** The runs of one round on one server: health, then each call anonymous and signed in, then the list at 50. */
function runsFor(resourceId, token) {
  const auth = { authorization: `Bearer ${token}` };
  return [
    { key: "health", path: HEALTH, connections: 10 },
    ...calls(resourceId).flatMap((call) => [
      { key: `anonymous ${call.name}`, path: call.path, connections: 10 },
      { key: `signed-in ${call.name}`, path: call.path, connections: 10, headers: auth },
    ]),
    {
      key: "signed-in queryMessages page 1, 50 connections",
      path: calls(resourceId)[4].path,
      connections: 50,
      headers: auth,
    },
  ];
}

async function measureData(label, env, resourceId) {
  const sides = BEFORE
    ? [
        ["before", BEFORE],
        ["after", AFTER],
      ]
    : [["after", AFTER]];
  const servers = {};
  const common = { ...env, SEED_DEMO_DATA: "true", RATE_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "silent" };
  try {
    for (const [side, main] of sides) servers[side] = await startServer(common, { main });
    const token = await signIn(servers.after.url, "learner");
    const runs = runsFor(resourceId, token);
    const samples = new Map();
    for (const [side] of sides) for (const run of runs) samples.set(`${side}|${run.key}`, []);
    const request = (run) => [
      { method: "GET", path: run.path, headers: { "accept-encoding": "gzip, deflate, br, zstd", ...run.headers } },
    ];
    for (const [side] of sides)
      for (const run of runs)
        await autocannonRun({
          url: servers[side].url,
          connections: run.connections,
          duration: 1,
          requests: request(run),
        });
    for (let n = 0; n < ROUNDS; n += 1) {
      for (const run of runs) {
        for (const [side] of sides) {
          const server = servers[side];
          const cpu = processCpuMs(server.pid);
          const result = await autocannonRun({
            url: server.url,
            connections: run.connections,
            duration: DURATION,
            requests: request(run),
          });
          result.cpuPerRequestUs = ((processCpuMs(server.pid) - cpu) * 1000) / result.requests.total;
          samples.get(`${side}|${run.key}`).push(result);
        }
      }
    }
    const figures = {};
    for (const [key, list] of samples) {
      figures[key] = { ...summarise(list), cpu: median(list.map((sample) => sample.cpuPerRequestUs)) };
      const f = figures[key];
      if (f.non2xx || f.errors)
        notes.push(`${label}, ${key}: ${f.non2xx} non-2xx answers and ${f.errors} errors of ${f.total}.`);
      console.info(
        `  ${label} ${key}: ${round(f.requestsPerSecond, 0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${round(f.cpu, 0)} µs CPU/request`,
      );
    }
    report(
      label,
      sides.map(([side]) => side),
      figures,
    );
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
}

function report(label, sides, figures) {
  const get = (side, key) => figures[`${side}|${key}`];
  const header =
    sides.length === 2
      ? [
          "call",
          "before: CPU/request (µs)",
          "before: × health",
          "after: CPU/request (µs)",
          "after: × health",
          "after / before (CPU, same run)",
          "after: req/s (10 conn.)",
          "after: p99 (ms)",
        ]
      : ["call", "CPU/request (µs)", "× health", "req/s (10 conn.)", "p99 (ms)"];
  const tableRows = [];
  const line = (name, perSide) => {
    const cells = [name];
    for (const side of sides) {
      const { cpu } = perSide[side];
      cells.push(round(cpu, 0), round(cpu / get(side, "health").cpu, 1));
    }
    if (sides.length === 2) cells.push(round(perSide.after.cpu / perSide.before.cpu, 2));
    const after = perSide.after;
    cells.push(after.requestsPerSecond === undefined ? "" : round(after.requestsPerSecond, 0), after.p99 ?? "");
    tableRows.push(cells);
  };
  const one = (key) => Object.fromEntries(sides.map((side) => [side, get(side, key)]));
  line("`/api/health` (the bare route, control)", one("health"));
  for (const who of ["signed-in", "anonymous"]) {
    for (const call of calls("")) line(`${who} ${call.name}`, one(`${who} ${call.name}`));
    const load = Object.fromEntries(
      sides.map((side) => [
        side,
        { cpu: calls("").reduce((sum, call) => sum + get(side, `${who} ${call.name}`).cpu, 0) },
      ]),
    );
    line(`**one ${who} widget load (the five calls)**`, load);
    for (const side of sides) {
      rows.push({
        metric: `${label}: one ${who} widget load, CPU / health's CPU per request${sides.length === 2 ? ` (${side})` : ""}`,
        value: round(load[side].cpu / get(side, "health").cpu, 1),
        unit: "×",
        note: `${round(load[side].cpu, 0)} µs vs ${round(get(side, "health").cpu, 0)} µs`,
      });
    }
  }
  const list50 = get("after", "signed-in queryMessages page 1, 50 connections");
  const list10 = get("after", "signed-in queryMessages page 1");
  const health = get("after", "health");
  rows.push(
    {
      metric: `${label}: signed-in queryMessages page 1, 50 connections`,
      value: round(list50.requestsPerSecond, 0),
      unit: "req/s",
      note: `p99 ${list50.p99} ms; health at 10 connections ${round(health.requestsPerSecond, 0)} req/s in the same run`,
    },
    {
      metric: `${label}: signed-in queryMessages page 1, 10 connections, p99`,
      value: list10.p99,
      unit: "ms",
      note: `p50 ${list10.p50} ms; health p99 ${health.p99} ms`,
    },
  );
  if (sides.length === 2) {
    const before50 = get("before", "signed-in queryMessages page 1, 50 connections");
    rows.push({
      metric: `${label}: signed-in queryMessages page 1, 50 connections, after / before`,
      value: round(list50.requestsPerSecond / before50.requestsPerSecond, 2),
      unit: "×",
      note: `${round(before50.requestsPerSecond, 0)} → ${round(list50.requestsPerSecond, 0)} req/s`,
    });
  }
  tables.push({ caption: `one signed-in widget load — ${label}`, header, rows: tableRows });
}

const startedAt = Date.now();
try {
  for (const engine of ENGINES) {
    let postgresUrl;
    if (engine === "postgres") {
      try {
        const { startPostgres } = await import(join(root, "scripts/postgres.mjs"));
        pgCluster ??= await startPostgres();
        if (pgCluster.skipped) throw new Error(pgCluster.skipped);
        postgresUrl = pgCluster.url;
      } catch (error) {
        notes.push(`PostgreSQL skipped: ${error.message}`);
        continue;
      }
    }
    const demo = await freshDatabase(postgresUrl);
    try {
      await measureData(`${engine}, demo data (${DEMO_RESOURCE})`, demo.env, DEMO_RESOURCE);
    } finally {
      await demo.drop();
    }
    const reviews = engine === "postgres" ? POSTGRES_REVIEWS : REVIEWS;
    if (reviews > 0) {
      const given = engine === "sqlite" ? process.env.BENCH_SIGNED_IN_DATA_DIR || undefined : undefined;
      const bench = given ? { env: { DATA_DIR: given }, drop: async () => {} } : await freshDatabase(postgresUrl);
      try {
        if (!given) {
          console.info(`seeding ${reviews} reviews (${engine})…`);
          const seeded = Date.now();
          await runTsx(join(root, "bench/server/seed.ts"), [String(reviews), BENCH_RESOURCE], { env: bench.env });
          notes.push(
            `${engine}: ${reviews.toLocaleString("en")} reviews seeded in ${round((Date.now() - seeded) / 1000, 0)} s.`,
          );
        }
        await measureData(`${engine}, ${reviews.toLocaleString("en")} reviews`, bench.env, BENCH_RESOURCE);
      } finally {
        await bench.drop();
      }
    }
  }
} finally {
  await pgCluster?.stop?.();
}
notes.push(
  `${ROUNDS} interleaved rounds of ${DURATION} s per request and server (medians); 10 connections unless said; every request asks for gzip/brotli as a browser does; ${round((Date.now() - startedAt) / 60_000, 1)} min in all.`,
);
if (BEFORE)
  notes.push(`before: ${BEFORE}; after: this tree's packages/server/dist/main.js; both on the same database at once.`);
// BENCH_SIGNED_IN_RESULT: another result file (and RESULTS.md section) for a run kept beside the main one.
const resultName = process.env.BENCH_SIGNED_IN_RESULT || "signed-in";
const title = resultName === "signed-in" ? "one signed-in widget load" : `one signed-in widget load (${resultName})`;
writeResult(resultName, { title, rows, tables, notes });
