// Time of page 1 of a star filter and of a search, against the plain page 1, in-process on one seeded database:
// alternating blocks of calls of the server's own listReviews (no HTTP), medians of the wall time per call per
// scenario, and each filter's median as a ratio to the plain page's in the same run.
//   DATA_DIR=<seeded folder> | DATABASE_URL=<seeded database>  tsx bench/server/filter-cost.ts [blocks=10] [callsPerBlock=20] [resourceId=bench-course]
import type { QueryMessagesQuery } from "@sxz/contract";
import { openDatabase } from "../../packages/server/src/db/index";
import { listReviews } from "../../packages/server/src/domain/reviews/list-reviews";
import { viewerOf } from "../../packages/server/src/domain/reviews/score-info";

const [blocks = "10", perBlock = "20", resourceId = "bench-course"] = process.argv.slice(2);
const database = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? "",
});
const base = { resourceId, pageSize: 10, sort: "latest" as const, page: 1 };
// The seeded texts are "Synthetic review <n> of <resource>": "synthetic" is in every review (the most matches),
// "<n>" in one (the fewest); 2-star reviews are about a tenth of the seeded ones.
const scenarios: Record<string, QueryMessagesQuery> = {
  plain: base,
  "star filter (scores=2)": { ...base, scores: "2" },
  "star filter (scores=1,2)": { ...base, scores: "1,2" },
  "search, every review matches (q=synthetic)": { ...base, q: "synthetic" },
  "search, one review matches (q=<n>)": { ...base, q: "4242" },
  "search, no review matches (q=absent)": { ...base, q: "absentword" },
};
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(scenarios).map((name) => [name, []]));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const names = Object.keys(scenarios);

for (let block = -1; block < Number(blocks); block += 1) {
  // Rotate the order so no scenario always runs first in a block.
  const order = names.map((_, i) => names[(i + Math.max(block, 0)) % names.length]!);
  for (const name of order) {
    const started = performance.now();
    for (let n = 0; n < Number(perBlock); n += 1) await listReviews(database.db, scenarios[name]!, viewerOf(null));
    // The first block warms every side up (JIT, page cache) and is not counted.
    if (block >= 0) samples[name]!.push((performance.now() - started) / Number(perBlock));
  }
}
const plain = median(samples.plain!);
const result = Object.fromEntries(
  names.map((name) => [name, { milliseconds: median(samples[name]!), ratio: median(samples[name]!) / plain }]),
);
console.info(
  JSON.stringify({ engine: database.dialect, result, blocks: Number(blocks), callsPerBlock: Number(perBlock) }),
);
await database.destroy();
