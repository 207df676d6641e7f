// Creates the schema and seeds `count` synthetic reviews of one resource into the database the server will
// open (DATA_DIR's SQLite file, or DATABASE_URL), then prints one JSON line: {engine, count, seedSeconds}.
//   tsx bench/server/seed.ts <count> <resourceId>
// SQLite gets bulk-load pragmas for this connection only (no fsync, big page cache, temp b-trees in memory);
// the server reopens the file afterwards with its own settings. Every engine writes in one transaction.
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { openDatabase } from "../../packages/server/src/db/index";
import type { DatabaseHandle } from "../../packages/server/src/db/index";
import { migrateToLatest } from "../../packages/server/src/db/migrate";
import type { Database } from "../../packages/server/src/db/schema";
import { seedBulkReviews } from "../../packages/server/src/db/seed/bulk-reviews";

const count = Number(process.argv[2]);
const resourceId = process.argv[3] ?? "bench-course";
if (!Number.isInteger(count) || count < 1) throw new Error("usage: seed.ts <count ≥ 1> [resourceId]");

function openForBulkLoad(): DatabaseHandle {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) return openDatabase({ databaseUrl, dataDir: "" });
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR or DATABASE_URL must be set");
  const sqlite = new SQLite(join(dataDir, "sxz.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("cache_size = -262144");
  sqlite.pragma("temp_store = MEMORY");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    destroy: async () => {
      // Fold the WAL back into the database so the server's first requests do not pay for it.
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
      await db.destroy();
    },
  };
}

const database = openForBulkLoad();
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let reported = 0;
  await seedBulkReviews(database.db, {
    resourceId,
    count,
    onProgress: (written) => {
      if (written - reported >= 100_000) {
        reported = written;
        console.error(`  ${written} reviews written (${Math.round((performance.now() - started) / 1000)} s)`);
      }
    },
  });
  const seedSeconds = (performance.now() - started) / 1000;
  // CPU time of this process: on a shared machine it varies less than the wall time (PostgreSQL's own work is
  // in its server processes and not counted here).
  const cpu = process.cpuUsage(cpuStarted);
  const seedCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const analyzeStarted = performance.now();
  await sql`analyze`.execute(database.db);
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
  // The most used tag of the resource: the tag filter's benchmark uses it, with its count for the deepest page.
  const topTag = await database.db
    .selectFrom("review_tag_counts")
    .select(["tag_code", "count"])
    .where("resource_id", "=", resourceId)
    .orderBy("count", "desc")
    .executeTakeFirst();
  const tag = topTag ? { code: topTag.tag_code, count: Number(topTag.count) } : null;
  console.info(
    JSON.stringify({ engine: database.dialect, resourceId, count, seedSeconds, seedCpuSeconds, analyzeSeconds, tag }),
  );
} finally {
  await database.destroy();
}
