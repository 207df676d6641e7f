// CPU cost of one list page in-process, with and without kept prepared statements, on the same SQLite file:
// alternating blocks of calls of the server's own listReviews (no HTTP), medians of the CPU time per call. Blocks
// alternate every few hundred milliseconds, so both sides meet the same load of a shared machine.
//   DATA_DIR=<seeded folder> tsx bench/server/list-cost.ts [blocks=20] [callsPerBlock=500] [resourceId=bench-course]
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../../packages/server/src/db/schema";
import { cachedStatements } from "../../packages/server/src/db/statement-cache";
import { listReviews } from "../../packages/server/src/domain/reviews/list-reviews";
import { viewerOf } from "../../packages/server/src/domain/reviews/score-info";

const [blocks = "20", perBlock = "500", resourceId = "bench-course"] = process.argv.slice(2);
const file = join(process.env.DATA_DIR ?? "", "sxz.sqlite");
const open = (cached: boolean) => {
  const connection = new SQLite(file, { readonly: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: cached ? cachedStatements(connection) : connection }),
  });
};
const sides = { plain: open(false), kept: open(true) };
const query = { resourceId, pageSize: 10, sort: "latest" as const, page: 1 };
const samples: Record<keyof typeof sides, number[]> = { plain: [], kept: [] };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (let block = -2; block < Number(blocks); block += 1) {
  for (const side of (block % 2 ? ["kept", "plain"] : ["plain", "kept"]) as (keyof typeof sides)[]) {
    const start = process.cpuUsage();
    for (let n = 0; n < Number(perBlock); n += 1) await listReviews(sides[side], query, viewerOf(null));
    const used = process.cpuUsage(start);
    // The first two blocks warm both sides up (JIT, page cache) and are not counted.
    if (block >= 0) samples[side].push((used.user + used.system) / Number(perBlock));
  }
}
const plain = median(samples.plain);
const kept = median(samples.kept);
console.info(
  JSON.stringify({
    plainMicroseconds: plain,
    keptMicroseconds: kept,
    ratio: kept / plain,
    blocks: Number(blocks),
    callsPerBlock: Number(perBlock),
  }),
);
await sides.plain.destroy();
await sides.kept.destroy();
