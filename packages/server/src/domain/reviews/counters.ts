import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * The counters behind `general`, `queryMsgCountProportions` and the tag statistics. Every write that adds,
 * changes or removes a review calls these inside its own transaction, so a counter is never out of step.
 */
async function addToScoreCount(trx: Kysely<Database>, resourceId: string, score: number, delta: number): Promise<void> {
  await trx
    .insertInto("review_score_counts")
    .values({ resource_id: resourceId, score, count: delta })
    .onConflict((oc) =>
      oc
        .columns(["resource_id", "score"])
        .doUpdateSet((eb) => ({ count: eb(eb.ref("review_score_counts.count"), "+", delta) })),
    )
    .execute();
}

async function addToTagCounts(trx: Kysely<Database>, resourceId: string, tags: string[], delta: number): Promise<void> {
  for (const tag of tags) {
    await trx
      .insertInto("review_tag_counts")
      .values({ resource_id: resourceId, tag_code: tag, count: delta })
      .onConflict((oc) =>
        oc
          .columns(["resource_id", "tag_code"])
          .doUpdateSet((eb) => ({ count: eb(eb.ref("review_tag_counts.count"), "+", delta) })),
      )
      .execute();
  }
}

/** What one write does to a resource's counters: +1 / -1 per score and per tag. */
export class CounterChange {
  readonly scores = new Map<number, number>();
  readonly tags = new Map<string, number>();

  add(score: number, tags: string[]): this {
    return this.#apply(score, tags, 1);
  }

  remove(score: number, tags: string[]): this {
    return this.#apply(score, tags, -1);
  }

  #apply(score: number, tags: string[], delta: number): this {
    this.scores.set(score, (this.scores.get(score) ?? 0) + delta);
    for (const tag of tags) this.tags.set(tag, (this.tags.get(tag) ?? 0) + delta);
    return this;
  }
}

/**
 * Writes a change to the counters. Rows are always touched in one global order (scores ascending, then tags by
 * code), so concurrent writers that cross — one user moving 5→3 while another moves 3→5 — queue for the same row
 * first instead of deadlocking on PostgreSQL.
 */
export async function applyCounterChange(
  trx: Kysely<Database>,
  resourceId: string,
  change: CounterChange,
): Promise<void> {
  for (const [score, delta] of [...change.scores].sort((a, b) => a[0] - b[0])) {
    if (delta !== 0) await addToScoreCount(trx, resourceId, score, delta);
  }
  for (const [tag, delta] of [...change.tags].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (delta !== 0) await addToTagCounts(trx, resourceId, [tag], delta);
  }
}

export interface ScoreCounts {
  /** Count per score 1..5 (index 0 unused). */
  byScore: number[];
  total: number;
  sum: number;
}

/** Five primary-key rows at most, whatever the number of reviews. */
export async function readScoreCounts(db: Kysely<Database>, resourceId: string): Promise<ScoreCounts> {
  const rows = await db
    .selectFrom("review_score_counts")
    .select(["score", "count"])
    .where("resource_id", "=", resourceId)
    .execute();
  const byScore = [0, 0, 0, 0, 0, 0];
  for (const row of rows) if (row.score >= 1 && row.score <= 5) byScore[row.score] = Number(row.count);
  const total = byScore.reduce((a, b) => a + b, 0);
  const sum = byScore.reduce((acc, count, score) => acc + count * score, 0);
  return { byScore, total, sum };
}

/** Mean score to one decimal, 0 when there are no reviews. */
export function averageScore(counts: ScoreCounts): number {
  return counts.total ? Math.round((counts.sum / counts.total) * 10) / 10 : 0;
}
