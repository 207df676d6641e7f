#!/usr/bin/env node
// Server under load: seeds N reviews on one resource (SQLite, then PostgreSQL), starts the real server
// (src/main.ts) in its own process and measures it with autocannon on loopback. See bench/README.md.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { startPostgres } from "../scripts/postgres.mjs";
import { freshDatabase } from "./support/databases.mjs";
import { autocannonRun, measure, summarise } from "./support/load.mjs";
import { root, runTsx, startServer } from "./support/processes.mjs";
import { envInt, round, writeResult } from "./support/results.mjs";

const LARGE = envInt("BENCH_REVIEWS", 1_000_000);
const SMALL = envInt("BENCH_SMALL_REVIEWS", 1_000);
const DURATION = envInt("BENCH_DURATION", 5);
const RUNS = envInt("BENCH_RUNS", 3);
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 10);
const WRITERS = envInt("BENCH_WRITERS", 10);
// Accounts created for the giveScore writers; once all have rated, further writes are updates of a rating.
const WRITER_ACCOUNTS = envInt("BENCH_WRITER_ACCOUNTS", 20_000);
const DEEP_PAGE = envInt("BENCH_DEEP_PAGE", 10_000);
const DEADLINE = Date.now() + envInt("BENCH_SERVER_MINUTES", 120) * 60_000;
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const PAGE_SIZE = 10;
const RESOURCE = "bench-course";
const SCORE = "/api/universal/v1/score";
const TOKEN_SECRET = randomBytes(32).toString("hex");

const rows = [];
const notes = [];
const tables = [];
const summary = {}; // summary[engine][count][scenario] = {requestsPerSecond, p50, p99}

const label = (count) =>
  count >= 1_000_000 && count % 1_000_000 === 0
    ? `${count / 1_000_000}M`
    : count >= 1000 && count % 1000 === 0
      ? `${count / 1000}k`
      : String(count);
const engineName = { sqlite: "SQLite", postgres: "PostgreSQL" };

async function getJson(url) {
  const response = await fetch(url);
  const body = await response.json();
  if (response.status !== 200 || body.code !== 200)
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** The cursor that reads page `page` (the previous page's nextCursor), found once through the plain page parameter. */
async function cursorFor(url, query, page) {
  const data = await getJson(`${url}${SCORE}/queryMessages?${query}&page=${page - 1}`);
  if (!data.nextCursor) throw new Error(`no nextCursor on page ${page - 1} of ${query}`);
  return encodeURIComponent(data.nextCursor);
}

/** Every request of the list scenarios, checked once to answer a full page before it is measured. */
async function listScenarios(url, count, tag) {
  const base = `resourceId=${RESOURCE}&pageSize=${PAGE_SIZE}`;
  const scenarios = [];
  const deepPage = Math.min(DEEP_PAGE, Math.floor(count / PAGE_SIZE));
  const tagDeepPage = tag ? Math.min(DEEP_PAGE, Math.floor(tag.count / PAGE_SIZE)) : 0;
  for (const sort of ["latest", "hottest"]) {
    const query = `${base}&sort=${sort}`;
    scenarios.push({ key: `${sort} page 1`, path: `${SCORE}/queryMessages?${query}&page=1` });
    if (count === LARGE && deepPage > 1) {
      scenarios.push({
        key: `${sort} page ${deepPage} (page=)`,
        deep: "page",
        sort,
        path: `${SCORE}/queryMessages?${query}&page=${deepPage}`,
      });
      scenarios.push({
        key: `${sort} page ${deepPage} (cursor)`,
        deep: "cursor",
        sort,
        path: `${SCORE}/queryMessages?${query}&cursor=${await cursorFor(url, query, deepPage)}`,
      });
    }
  }
  if (tag) {
    const query = `${base}&sort=latest&message=${encodeURIComponent(tag.code)}`;
    scenarios.push({ key: "tag filter page 1", path: `${SCORE}/queryMessages?${query}&page=1` });
    if (count === LARGE && tagDeepPage > 1) {
      scenarios.push({
        key: `tag filter page ${tagDeepPage} (page=)`,
        path: `${SCORE}/queryMessages?${query}&page=${tagDeepPage}`,
      });
      scenarios.push({
        key: `tag filter page ${tagDeepPage} (cursor)`,
        path: `${SCORE}/queryMessages?${query}&cursor=${await cursorFor(url, query, tagDeepPage)}`,
      });
    }
  }
  for (const scenario of scenarios) {
    const data = await getJson(url + scenario.path);
    if (data.scoreInfoList.length !== PAGE_SIZE)
      throw new Error(`${scenario.key}: ${data.scoreInfoList.length} reviews instead of ${PAGE_SIZE}`);
  }
  scenarios.push({ key: "general", path: `${SCORE}/general?resourceId=${RESOURCE}` });
  scenarios.push({
    key: "statistics (queryMsgCountProportions)",
    path: `${SCORE}/queryMsgCountProportions?resourceId=${RESOURCE}`,
  });
  await getJson(url + scenarios.at(-1).path);
  await getJson(url + scenarios.at(-2).path);
  return scenarios;
}

/** giveScore by as many different learners as requests: each request a first rating (insert + counters). */
async function measureWriters(url, tokens) {
  const bodyFor = (n) => JSON.stringify({ resourceId: RESOURCE, score: (n % 5) + 1, content: `Benchmark review ${n}` });
  // One checked write first: the scenario must measure saved reviews, not refusals.
  const probe = await fetch(`${url}${SCORE}/giveScore`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${tokens[0]}` },
    body: bodyFor(0),
  }).then((response) => response.json());
  if (probe.code !== 200 || !probe.data) throw new Error(`giveScore refused: ${JSON.stringify(probe).slice(0, 200)}`);
  // Request n of the load generator writes as learner n (the probe's learner rates again at the end of the list).
  const writers = [...tokens.slice(1), tokens[0]];
  return measure({
    url,
    connections: WRITERS,
    duration: DURATION,
    runs: RUNS,
    requests: [{ method: "POST", path: `${SCORE}/giveScore` }],
    rotate: { tokens: writers, bodies: writers.map((_, n) => bodyFor(n + 1)) },
  });
}

async function benchOne(engine, count, databaseEnv) {
  const name = `${engineName[engine]} ${label(count)}`;
  console.info(`\n${name}: seeding ${count} reviews…`);
  const seeded = JSON.parse(
    (await runTsx(join(root, "bench/server/seed.ts"), [String(count), RESOURCE], { env: databaseEnv }))
      .trim()
      .split("\n")
      .at(-1),
  );
  rows.push({
    metric: `${name}: seed ${count.toLocaleString("en")} reviews`,
    value: round(seeded.seedSeconds, 1),
    unit: "s",
    note: `${Math.round(count / seeded.seedSeconds).toLocaleString("en")} reviews/s (wall); ${round(seeded.seedCpuSeconds, 1)} s CPU in the seeding process; one transaction, batches of 1,000, counters rebuilt; then ANALYZE ${round(seeded.analyzeSeconds, 1)} s`,
  });
  const tokens = JSON.parse(
    await runTsx(join(root, "bench/server/writers.ts"), [String(WRITER_ACCOUNTS)], {
      env: { ...databaseEnv, TOKEN_SECRET },
    }),
  );
  const server = await startServer({
    ...databaseEnv,
    TOKEN_SECRET,
    RATE_LIMIT_PER_MINUTE: "1000000",
    SEED_DEMO_DATA: "false",
  });
  const figures = {};
  try {
    const scenarios = await listScenarios(server.url, count, seeded.tag);
    // Warm-up pass (not recorded): a fresh process pays for compilation and cold caches on each route first.
    for (const scenario of scenarios)
      await autocannonRun({ url: server.url + scenario.path, connections: CONNECTIONS, duration: 1 });
    // Rounds: every scenario once per round, so the figures a ratio compares meet the same machine noise.
    const samples = new Map(scenarios.map((scenario) => [scenario.key, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const scenario of scenarios) {
        if (Date.now() > DEADLINE) break;
        samples
          .get(scenario.key)
          .push(await autocannonRun({ url: server.url + scenario.path, connections: CONNECTIONS, duration: DURATION }));
      }
    }
    for (const [key, list] of samples) {
      if (list.length === 0) {
        notes.push(`${name}: "${key}" not measured: BENCH_SERVER_MINUTES ran out.`);
        continue;
      }
      const result = summarise(list);
      figures[key] = result;
      console.info(
        `  ${key}: ${round(result.requestsPerSecond, 0)} req/s, p50 ${result.p50} ms, mean ${round(result.mean, 2)} ms, p99 ${result.p99} ms (${list.length} runs)`,
      );
      if (result.non2xx || result.errors)
        notes.push(
          `${name}: "${key}" had ${result.non2xx} non-2xx answers and ${result.errors} errors of ${result.total}.`,
        );
    }
    if (Date.now() <= DEADLINE) {
      const writes = await measureWriters(server.url, tokens);
      figures[`giveScore, ${WRITERS} concurrent writers`] = writes;
      console.info(
        `  giveScore: ${round(writes.requestsPerSecond, 0)} req/s, p50 ${writes.p50} ms, p99 ${writes.p99} ms`,
      );
      if (writes.non2xx || writes.errors)
        notes.push(
          `${name}: giveScore had ${writes.non2xx} non-2xx answers and ${writes.errors} errors of ${writes.total}.`,
        );
    } else notes.push(`${name}: giveScore not measured: BENCH_SERVER_MINUTES ran out.`);
  } finally {
    await server.stop();
  }
  summary[engine] ??= {};
  summary[engine][count] = figures;
  tables.push({
    caption: `${name} reviews on one resource (${CONNECTIONS} connections, giveScore ${WRITERS}; ${RUNS} × ${DURATION} s runs, medians)`,
    header: ["request", "requests/s", "p50 ms", "mean ms", "p99 ms"],
    rows: Object.entries(figures).map(([key, f]) => [
      key,
      round(f.requestsPerSecond, 0),
      f.p50,
      round(f.mean, 2),
      f.p99,
    ]),
  });
}

function ratio(engine, numeratorCount, numeratorKey, denominatorCount, denominatorKey, metric, note) {
  const a = summary[engine]?.[numeratorCount]?.[numeratorKey];
  const b = summary[engine]?.[denominatorCount]?.[denominatorKey];
  if (!a || !b) return;
  const mean = round(a.mean / b.mean, 2);
  const p99 = round(a.p99 / b.p99, 2);
  // Percentiles are whole milliseconds: below 1 ms the p50 ratio means nothing, the mean's does.
  if (a.p50 >= 1 && b.p50 >= 1)
    rows.push({
      metric: `${engineName[engine]}: ${metric}`,
      value: round(a.p50 / b.p50, 2),
      unit: "× (p50)",
      note: `${note}; mean ${mean} ×, p99 ${p99} ×`,
    });
  else
    rows.push({
      metric: `${engineName[engine]}: ${metric}`,
      value: mean,
      unit: "× (mean)",
      note: `${note}; p50 under 1 ms; p99 ${p99} ×`,
    });
}

async function benchEngine(engine) {
  const counts = [...new Set([SMALL, LARGE])].filter((count) => count > 0);
  let postgres;
  if (engine === "postgres") {
    postgres = await startPostgres();
    if (!postgres.url) {
      notes.push(`PostgreSQL not measured: ${postgres.skipped}`);
      return;
    }
  }
  try {
    for (const count of counts) {
      if (Date.now() > DEADLINE) {
        notes.push(`${engineName[engine]} ${label(count)} not measured: BENCH_SERVER_MINUTES ran out.`);
        continue;
      }
      const { env: databaseEnv, drop } = await freshDatabase(postgres?.url);
      try {
        await benchOne(engine, count, databaseEnv);
      } catch (error) {
        console.error(error);
        notes.push(`${engineName[engine]} ${label(count)} failed: ${error.message}`);
      } finally {
        await drop();
      }
    }
    for (const sort of ["latest", "hottest", "tag filter"]) {
      const deep = Object.keys(summary[engine]?.[LARGE] ?? {}).filter(
        (key) => key.startsWith(`${sort} page `) && key !== `${sort} page 1`,
      );
      for (const key of deep)
        ratio(
          engine,
          LARGE,
          key,
          LARGE,
          `${sort} page 1`,
          `${key} / page 1 latency (${label(LARGE)} reviews)`,
          "same server, interleaved rounds",
        );
    }
    for (const key of [
      "latest page 1",
      "hottest page 1",
      "tag filter page 1",
      "general",
      "statistics (queryMsgCountProportions)",
    ]) {
      if (LARGE !== SMALL)
        ratio(
          engine,
          LARGE,
          key,
          SMALL,
          key,
          `${key}: ${label(LARGE)} / ${label(SMALL)} reviews latency`,
          "two servers of the same benchmark run",
        );
    }
  } finally {
    postgres?.stop();
  }
}

for (const engine of ENGINES) await benchEngine(engine);

writeResult("server", {
  title: `Server: ${label(LARGE)} reviews on one resource, autocannon on loopback`,
  rows,
  tables,
  notes: [
    `Real server (packages/server/src/main.ts, Node ${process.version}) in its own process; autocannon in a process of its own (bench/support/load-process.mjs) on the same 2-core machine. Page size ${PAGE_SIZE}. "page=" is the plain page parameter (offset over the covering index); "cursor" is the keyset nextCursor of the previous page, fetched once through page=.`,
    `giveScore: every request by a different learner (${WRITER_ACCOUNTS} accounts with live sessions created for the run), so each write is a first rating — an insert and the counters in one transaction — until every account has rated.`,
    ...notes,
  ],
});
