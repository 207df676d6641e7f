import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { isPostgres } from "../dialect";
import { searchableText } from "../migrations/009_review_filters";
import { TAG_ITEMS } from "./reviews-config";
import { seededRandom, weighted } from "./random";

/** A review row as the seeders write it; likeCount must equal the like rows written for it (if any). */
export interface SeedReview {
  id: number;
  tenantId: string;
  resourceId: string;
  moduleId: string;
  resourceType: string;
  userId: string;
  authorRole: "learner" | "admin";
  score: number;
  content: string;
  tags: string[];
  isTop: number;
  isHidden: number;
  likeCount: number;
  createdAt: number;
  updatedAt: number;
}

/** The next free review id: seeders give ids themselves so tag rows can refer to them without RETURNING order. */
export async function nextReviewId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Multi-row inserts of reviews and their tag rows, `batchSize` reviews per statement. */
export async function insertReviews(db: Kysely<Database>, reviews: SeedReview[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < reviews.length; start += batchSize) {
    const batch = reviews.slice(start, start + batchSize);
    await db
      .insertInto("reviews")
      .values(
        batch.map((review) => ({
          id: review.id,
          tenant_id: review.tenantId,
          resource_id: review.resourceId,
          module_id: review.moduleId,
          resource_type: review.resourceType,
          user_id: review.userId,
          author_role: review.authorRole,
          score: review.score,
          content: review.content,
          tags: review.tags.join(","),
          source: null,
          course_id: null,
          app_id: null,
          app_type: null,
          class_id: null,
          is_top: review.isTop,
          is_hidden: review.isHidden,
          like_count: review.likeCount,
          created_at: review.createdAt,
          updated_at: review.updatedAt,
        })),
      )
      .execute();
    const tagRows = batch.flatMap((review) =>
      review.tags.map((tag) => ({
        review_id: review.id,
        tag_code: tag,
        resource_id: review.resourceId,
        is_top: review.isTop,
        like_count: review.likeCount,
        created_at: review.createdAt,
      })),
    );
    for (let tagStart = 0; tagStart < tagRows.length; tagStart += batchSize * 2) {
      await db
        .insertInto("review_tags")
        .values(tagRows.slice(tagStart, tagStart + batchSize * 2))
        .execute();
    }
    // SQLite's search index is kept by the write path (PostgreSQL's tsvector column is generated).
    const texts = batch.filter((review) => review.content);
    if (!isPostgres(db as Kysely<unknown>) && texts.length) {
      await sql`insert into review_search(rowid, body) values ${sql.join(texts.map((review) => sql`(${review.id}, ${searchableText(review.content)})`))}`.execute(
        db,
      );
    }
  }
  // Explicit ids do not move PostgreSQL's sequence; the next giveScore must not collide with them.
  if (isPostgres(db as Kysely<unknown>)) {
    await sql`select setval(pg_get_serial_sequence('reviews', 'id'), (select max(id) from reviews))`.execute(db);
  }
}

/** Recounts a resource's score and tag counters from its rows (seeding only; live writes keep them in step). */
export async function rebuildCounters(db: Kysely<Database>, resourceId: string): Promise<void> {
  await db.deleteFrom("review_score_counts").where("resource_id", "=", resourceId).execute();
  await db
    .insertInto("review_score_counts")
    .columns(["resource_id", "score", "count"])
    .expression((eb) =>
      eb
        .selectFrom("reviews")
        .select((s) => ["resource_id", "score", s.fn.countAll<number>().as("count")])
        .where("resource_id", "=", resourceId)
        .groupBy(["resource_id", "score"]),
    )
    .execute();
  await db.deleteFrom("review_tag_counts").where("resource_id", "=", resourceId).execute();
  await db
    .insertInto("review_tag_counts")
    .columns(["resource_id", "tag_code", "count"])
    .expression((eb) =>
      eb
        .selectFrom("review_tags")
        .select((s) => ["resource_id", "tag_code", s.fn.countAll<number>().as("count")])
        .where("resource_id", "=", resourceId)
        .groupBy(["resource_id", "tag_code"]),
    )
    .execute();
}

export interface BulkOptions {
  resourceId: string;
  count: number;
  tenantId?: string;
  moduleId?: string;
  /** Reviews per INSERT statement. */
  batchSize?: number;
  seed?: number;
  /** Called after each batch with the number written so far. */
  onProgress?: (written: number) => void;
}

/**
 * Writes `count` synthetic reviews of one resource for load tests (1,000,000 in about a minute on SQLite):
 * authors `bulk-<n>` (no user rows; cards fall back to the id), scores skewed to the positive, 0–2 tags of
 * the score, like counts without individual like rows, one second apart. Counters are rebuilt at the end.
 */
export async function seedBulkReviews(db: Kysely<Database>, options: BulkOptions): Promise<void> {
  const random = seededRandom(options.seed ?? 7);
  const batchSize = options.batchSize ?? 1000;
  const tagsByScore = new Map<number, string[]>();
  for (const item of TAG_ITEMS) tagsByScore.set(item.score, [...(tagsByScore.get(item.score) ?? []), item.code]);
  const firstId = await nextReviewId(db);
  const start = Date.UTC(2020, 0, 1);
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < options.count; offset += batchSize) {
      const batch: SeedReview[] = [];
      for (let i = offset; i < Math.min(options.count, offset + batchSize); i += 1) {
        const score = weighted(random, [5, 4, 3, 2, 1], [45, 28, 14, 8, 5]);
        const codes = tagsByScore.get(score) ?? [];
        const tagCount = Math.floor(random() * 3);
        const tags = [...new Set(Array.from({ length: tagCount }, () => codes[Math.floor(random() * codes.length)]!))];
        batch.push({
          id: firstId + i,
          tenantId: options.tenantId ?? "demo",
          resourceId: options.resourceId,
          moduleId: options.moduleId ?? "course",
          resourceType: "course",
          userId: `bulk-${i}`,
          authorRole: "learner",
          score,
          content: `Synthetic review ${i} of ${options.resourceId}`,
          tags,
          isTop: 0,
          isHidden: 0,
          likeCount: Math.floor(random() ** 4 * 500),
          createdAt: start + i * 1000,
          updatedAt: start + i * 1000,
        });
      }
      await insertReviews(trx, batch, batchSize);
      options.onProgress?.(offset + batch.length);
    }
    await rebuildCounters(trx, options.resourceId);
  });
}
