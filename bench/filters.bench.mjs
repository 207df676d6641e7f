#!/usr/bin/env node
// List filters at scale: seeds N reviews on one resource (SQLite, then PostgreSQL when a cluster can be started),
// then times page 1 of a star filter and of searches against the plain page 1 in the same run, in-process
// (bench/server/filter-cost.ts). The goal is a ratio of at most 2. See bench/README.md.
import { startPostgres } from "../scripts/postgres.mjs";
import { freshDatabase } from "./support/databases.mjs";
import { runTsx } from "./support/processes.mjs";
import { envInt, round, writeResult } from "./support/results.mjs";

const COUNT = envInt("BENCH_FILTER_REVIEWS", 200_000);
const BLOCKS = envInt("BENCH_FILTER_BLOCKS", 10);
const CALLS = envInt("BENCH_FILTER_CALLS", 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const RESOURCE = "bench-course";

const rows = [];
const notes = [
  `${COUNT.toLocaleString("en")} reviews on one resource; medians of ${BLOCKS} blocks of ${CALLS} calls per scenario, scenarios alternating.`,
];
let postgres;
try {
  for (const engine of ENGINES) {
    if (engine === "postgres") {
      postgres = await startPostgres();
      if (!postgres.url) {
        notes.push(`PostgreSQL skipped: ${postgres.skipped}`);
        continue;
      }
    }
    const database = await freshDatabase(engine === "postgres" ? postgres.url : undefined);
    try {
      await runTsx("bench/server/seed.ts", [String(COUNT), RESOURCE], { env: database.env });
      const out = await runTsx("bench/server/filter-cost.ts", [String(BLOCKS), String(CALLS), RESOURCE], {
        env: database.env,
      });
      const { result } = JSON.parse(out.trim().split("\n").at(-1));
      for (const [scenario, { milliseconds, ratio }] of Object.entries(result)) {
        rows.push({
          metric: `${engine}: ${scenario} page 1`,
          value: round(milliseconds, 3),
          unit: "ms",
          note: scenario === "plain" ? "baseline" : `${round(ratio)}× plain`,
        });
      }
    } finally {
      await database.drop();
    }
  }
} finally {
  await postgres?.stop?.();
}
writeResult("filters", { title: "List filters: star filter and search, page 1 against the plain page 1", rows, notes });
