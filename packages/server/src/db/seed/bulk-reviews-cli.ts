// Seeds synthetic reviews for load tests into the database the server would use (DATA_DIR or DATABASE_URL):
//   DATA_DIR=/tmp/sxz-bench npx tsx packages/server/src/db/seed/bulk-reviews-cli.ts [count] [resourceId]
// Prints one JSON line with the figures when done.
import { sql } from "kysely";
import { loadConfig } from "../../config";
import { openDatabase } from "..";
import { migrateToLatest } from "../migrate";
import { seedBulkReviews } from "./bulk-reviews";

const count = Number(process.argv[2] ?? 1_000_000);
const resourceId = process.argv[3] ?? "bulk-course";
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: bulk-reviews-cli.ts [count ≥ 1] [resourceId]");
  process.exit(2);
}

const database = openDatabase(loadConfig());
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  let lastReport = 0;
  await seedBulkReviews(database.db, {
    resourceId,
    count,
    onProgress: (written) => {
      if (written - lastReport >= 100_000 || written === count) {
        lastReport = written;
        console.info(`${written} reviews written (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    },
  });
  const seedMs = Date.now() - started;
  await sql`analyze`.execute(database.db);
  console.info(
    JSON.stringify({ engine: database.dialect, resourceId, count, seedSeconds: Math.round(seedMs / 100) / 10 }),
  );
} finally {
  await database.destroy();
}
