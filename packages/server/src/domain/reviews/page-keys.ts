import type { CompiledQuery, ExpressionBuilder, Kysely } from "kysely";
import type { ReviewSort } from "@sxz/contract";
import type { Database } from "../../db/schema";
import type { SortKey } from "./cursor";

/**
 * Finds the sort keys of one page of a resource's reviews, reading only the index that matches the sort (and the
 * tag), never the table: `reviews_latest` / `reviews_hottest`, or `review_tags_latest` / `review_tags_hottest`
 * for a tag filter. With `after` (a cursor) the page is a range scan of `limit` index entries whatever its
 * depth; with an offset the entries before it are stepped over (index-only, but O(offset)).
 */
export interface KeyQuery {
  resourceId: string;
  sort: ReviewSort;
  /** Any-of tag filter; empty = every review. */
  tags: string[];
  /** Any-of score filter (1–5, ascending, once each); empty = every score. ANDed with the tags. */
  scores?: number[];
  after: SortKey | undefined;
  offset: number;
  limit: number;
}

interface KeyRow {
  id: number | string;
  is_top: number;
  like_count?: number;
  created_at: number | string;
}

export async function pageKeys(db: Kysely<Database>, query: KeyQuery): Promise<SortKey[]> {
  const streams = streamsOf(db, query);
  if (streams.length === 1) return run(db, streams[0]!(query));
  return mergeStreams(db, query, streams);
}

/** One index range of the list: a tag's, a score's, or the whole resource's. */
type Stream = (query: KeyQuery) => CompiledQuery;

/**
 * The index ranges whose union is the list: one per tag (a score filter then joins the review's score), else one
 * per score of a star filter (`reviews_score_latest` / `reviews_score_hottest`), else the resource's.
 */
function streamsOf(db: Kysely<Database>, query: KeyQuery): Stream[] {
  const scores = query.scores ?? [];
  if (query.tags.length > 0) return query.tags.map((tag) => (q: KeyQuery) => tagKeys(db, q, tag, scores));
  if (scores.length > 0) return scores.map((score) => (q: KeyQuery) => reviewKeys(db, q, score));
  return [(q: KeyQuery) => reviewKeys(db, q)];
}

/** The SQL of a page: one statement, or each stream's first chunk for an any-of filter (exported so tests can EXPLAIN it). */
export function keyQueries(db: Kysely<Database>, query: KeyQuery): CompiledQuery[] {
  const streams = streamsOf(db, query);
  if (streams.length === 1) return [streams[0]!(query)];
  return streams.map((stream) => stream({ ...query, offset: 0, limit: chunkSize(query) }));
}

/** Entries read per tag and round trip: one page when seeking by cursor, larger chunks when stepping over an offset. */
const chunkSize = (query: KeyQuery) => (query.offset === 0 ? query.limit : Math.min(1000, Math.max(200, query.limit)));

/**
 * Any of several tags (or scores): a k-way merge of their index ranges, each read in chunks by keyset. A review
 * with two of the tags has equal sort keys in both (its tag rows carry copies of them), so its copies meet side by
 * side in the merge and are counted once. Memory stays at one chunk per stream whatever the offset; a cursor page
 * reads about one page per stream.
 */
async function mergeStreams(db: Kysely<Database>, query: KeyQuery, sources: Stream[]): Promise<SortKey[]> {
  const compare = compareKeys(query.sort);
  const size = chunkSize(query);
  const streams = sources.map((source) => ({ source, buffer: [] as SortKey[], after: query.after, done: false }));
  const fill = async (stream: (typeof streams)[number]) => {
    if (stream.buffer.length > 0 || stream.done) return;
    const keys = await run(db, stream.source({ ...query, after: stream.after, offset: 0, limit: size }));
    stream.buffer = keys;
    stream.done = keys.length < size;
    if (keys.length > 0) stream.after = keys[keys.length - 1];
  };
  const page: SortKey[] = [];
  const onPage = new Set<number>();
  let skipped = 0;
  let lastId: number | undefined;
  while (page.length < query.limit) {
    await Promise.all(streams.map(fill));
    let best: (typeof streams)[number] | undefined;
    for (const stream of streams) {
      if (stream.buffer.length > 0 && (!best || compare(stream.buffer[0]!, best.buffer[0]!) < 0)) best = stream;
    }
    if (!best) break;
    const key = best.buffer.shift()!;
    if (key.id === lastId || onPage.has(key.id)) continue;
    lastId = key.id;
    if (skipped < query.offset) {
      skipped += 1;
      continue;
    }
    onPage.add(key.id);
    page.push(key);
  }
  return page;
}

/** Descending list order: pinned first, then (hottest) most liked, then newest, then highest id. */
export function compareKeys(sort: ReviewSort): (a: SortKey, b: SortKey) => number {
  return (a, b) =>
    b.isTop - a.isTop ||
    (sort === "hottest" ? b.likeCount - a.likeCount : 0) ||
    b.createdAt - a.createdAt ||
    b.id - a.id;
}

export async function run(db: Kysely<Database>, compiled: CompiledQuery): Promise<SortKey[]> {
  const { rows } = await db.executeQuery<KeyRow>(compiled);
  return rows.map((row) => ({
    id: Number(row.id),
    isTop: Number(row.is_top),
    likeCount: Number(row.like_count ?? 0),
    createdAt: Number(row.created_at),
  }));
}

/** A resource's reviews, or (with `score`) those of one score through the score indexes. */
function reviewKeys(db: Kysely<Database>, query: KeyQuery, score?: number): CompiledQuery {
  const { after } = query;
  if (query.sort === "hottest") {
    return db
      .selectFrom("reviews")
      .select(["id", "is_top", "like_count", "created_at"])
      .where("resource_id", "=", query.resourceId)
      .$if(score !== undefined, (q) => q.where("score", "=", score!))
      .$if(after !== undefined, (q) =>
        q.where((eb) =>
          eb(
            eb.refTuple("is_top", "like_count", "created_at", "id"),
            "<",
            eb.tuple(after!.isTop, after!.likeCount, after!.createdAt, after!.id),
          ),
        ),
      )
      .orderBy("is_top", "desc")
      .orderBy("like_count", "desc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .compile();
  }
  return db
    .selectFrom("reviews")
    .select(["id", "is_top", "created_at"])
    .where("resource_id", "=", query.resourceId)
    .$if(score !== undefined, (q) => q.where("score", "=", score!))
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(eb.refTuple("is_top", "created_at", "id"), "<", eb.tuple(after!.isTop, after!.createdAt, after!.id)),
      ),
    )
    .orderBy("is_top", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .compile();
}

/**
 * A tag's reviews. With a score filter the tag's index range is walked and each entry's review is checked for its
 * score (a primary-key lookup): the cost grows with how rare those scores are among the tag's reviews.
 */
function tagKeys(db: Kysely<Database>, query: KeyQuery, tag: string, scores: number[] = []): CompiledQuery {
  const { after } = query;
  if (query.sort === "hottest") {
    return db
      .selectFrom("review_tags")
      .select(["review_id as id", "is_top", "like_count", "created_at"])
      .where("resource_id", "=", query.resourceId)
      .where("tag_code", "=", tag)
      .$if(scores.length > 0, (q) => q.where((eb) => eb.exists(withScore(eb, scores))))
      .$if(after !== undefined, (q) =>
        q.where((eb) =>
          eb(
            eb.refTuple("is_top", "like_count", "created_at", "review_id"),
            "<",
            eb.tuple(after!.isTop, after!.likeCount, after!.createdAt, after!.id),
          ),
        ),
      )
      .orderBy("is_top", "desc")
      .orderBy("like_count", "desc")
      .orderBy("created_at", "desc")
      .orderBy("review_id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .compile();
  }
  return db
    .selectFrom("review_tags")
    .select(["review_id as id", "is_top", "created_at"])
    .where("resource_id", "=", query.resourceId)
    .where("tag_code", "=", tag)
    .$if(scores.length > 0, (q) => q.where((eb) => eb.exists(withScore(eb, scores))))
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(eb.refTuple("is_top", "created_at", "review_id"), "<", eb.tuple(after!.isTop, after!.createdAt, after!.id)),
      ),
    )
    .orderBy("is_top", "desc")
    .orderBy("created_at", "desc")
    .orderBy("review_id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .compile();
}

/** The review of a tag row has one of these scores (a primary-key lookup per tag row). */
const withScore = (eb: ExpressionBuilder<Database, "review_tags">, scores: number[]) =>
  eb
    .selectFrom("reviews")
    .select("reviews.id")
    .whereRef("reviews.id", "=", "review_tags.review_id")
    .where("reviews.score", "in", scores);
