#!/usr/bin/env node
// Cost of sharing the rate limits between server processes: requests/s of one cheap API call with the counters in
// memory (default) and in the database (RATE_LIMIT_STORE=database), on SQLite and on PostgreSQL. Alternating
// rounds against two servers on two fresh databases, so both meet the same noise; medians and their ratio.
import { startPostgres } from "../scripts/postgres.mjs";
import { freshDatabase } from "./support/databases.mjs";
import { autocannonRun, summarise } from "./support/load.mjs";
import { startServer } from "./support/processes.mjs";
import { envInt, round, writeResult } from "./support/results.mjs";

const DURATION = envInt("BENCH_RATE_LIMIT_DURATION", 4);
const ROUNDS = envInt("BENCH_RATE_LIMIT_ROUNDS", 5);
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const engineName = { sqlite: "SQLite", postgres: "PostgreSQL" };
// Every request counted, none refused: the limit is far above what the run sends.
const LIMIT = "1000000";
const CALL = "/api/universal/v1/score/general?resourceId=course-intro&moduleId=course";

const rows = [];
const notes = [];

async function benchEngine(engine) {
  const postgres = engine === "postgres" ? await startPostgres() : null;
  if (postgres && !postgres.url) {
    notes.push(`PostgreSQL not measured: ${postgres.skipped}`);
    return;
  }
  const started = [];
  try {
    const servers = {};
    for (const store of ["memory", "database"]) {
      const database = await freshDatabase(postgres?.url);
      const entry = { database, server: null };
      started.push(entry);
      entry.server = await startServer({ ...database.env, RATE_LIMIT_STORE: store, RATE_LIMIT_PER_MINUTE: LIMIT });
      servers[store] = entry.server;
    }
    const samples = { memory: [], database: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const store of round % 2 ? ["database", "memory"] : ["memory", "database"]) {
        samples[store].push(
          await autocannonRun({ url: `${servers[store].url}${CALL}`, connections: CONNECTIONS, duration: DURATION }),
        );
      }
    }
    const memory = summarise(samples.memory);
    const database = summarise(samples.database);
    for (const [store, figures] of [
      ["memory", memory],
      ["database", database],
    ]) {
      if (figures.non2xx || figures.errors)
        throw new Error(`${store}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
      console.info(
        `  ${engineName[engine]} ${store}: ${Math.round(figures.requestsPerSecond)} requests/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
      );
    }
    rows.push({
      metric: `${engineName[engine]}: requests/s, counters in memory`,
      value: round(memory.requestsPerSecond, 0),
      unit: "req/s",
      note: `median of ${ROUNDS} rounds of ${DURATION} s; p50 ${memory.p50} ms, p99 ${memory.p99} ms`,
    });
    rows.push({
      metric: `${engineName[engine]}: requests/s, counters in the database`,
      value: round(database.requestsPerSecond, 0),
      unit: "req/s",
      note: `same rounds, interleaved; p50 ${database.p50} ms, p99 ${database.p99} ms`,
    });
    rows.push({
      metric: `${engineName[engine]}: database / memory counters throughput`,
      value: round(database.requestsPerSecond / memory.requestsPerSecond, 2),
      unit: "×",
      note: "one upsert of rate_counters per request",
    });
  } finally {
    for (const { server, database } of started) {
      await server?.stop();
      await database.drop();
    }
    postgres?.stop();
  }
}

for (const engine of ENGINES) await benchEngine(engine);
notes.push(
  `GET ${CALL} (the summary of a course with 200 reviews, anonymous), ${CONNECTIONS} connections, autocannon on loopback; each server in its own process on a fresh database with the demo data.`,
);
writeResult("rate-limit", { title: "Rate limits shared through the database (RATE_LIMIT_STORE)", rows, notes });
