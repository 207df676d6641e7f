import type { CompiledQuery, Kysely } from "kysely";
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
  if (query.tags.length <= 1) return run(db, keyQueries(db, query)[0]!);
  return mergeTagStreams(db, query);
}

/** The SQL of a page: one statement, or each tag's first chunk for an any-of filter (exported so tests can EXPLAIN it). */
export function keyQueries(db: Kysely<Database>, query: KeyQuery): CompiledQuery[] {
  if (query.tags.length === 0) return [reviewKeys(db, query)];
  if (query.tags.length === 1) return [tagKeys(db, query, query.tags[0]!)];
  return query.tags.map((tag) => tagKeys(db, { ...query, offset: 0, limit: chunkSize(query) }, tag));
}

/** Entries read per tag and round trip: one page when seeking by cursor, larger chunks when stepping over an offset. */
const chunkSize = (query: KeyQuery) => (query.offset === 0 ? query.limit : Math.min(1000, Math.max(200, query.limit)));

/**
 * Any of several tags: a k-way merge of the tags' index ranges, each read in chunks by keyset. A review with two
 * of the tags has equal sort keys in both (its tag rows carry copies of them), so its copies meet side by side
 * in the merge and are counted once. Memory stays at one chunk per tag whatever the offset; a cursor page reads
 * about one page per tag.
 */
async function mergeTagStreams(db: Kysely<Database>, query: KeyQuery): Promise<SortKey[]> {
  const compare = compareKeys(query.sort);
  const size = chunkSize(query);
  const streams = query.tags.map((tag) => ({ tag, buffer: [] as SortKey[], after: query.after, done: false }));
  const fill = async (stream: (typeof streams)[number]) => {
    if (stream.buffer.length > 0 || stream.done) return;
    const keys = await run(db, tagKeys(db, { ...query, after: stream.after, offset: 0, limit: size }, stream.tag));
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
    b.isTop - a.isTop || (sort === "hottest" ? b.likeCount - a.likeCount : 0) || b.createdAt - a.createdAt || b.id - a.id;
}

async function run(db: Kysely<Database>, compiled: CompiledQuery): Promise<SortKey[]> {
  const { rows } = await db.executeQuery<KeyRow>(compiled);
  return rows.map((row) => ({
    id: Number(row.id),
    isTop: Number(row.is_top),
    likeCount: Number(row.like_count ?? 0),
    createdAt: Number(row.created_at),
  }));
}

function reviewKeys(db: Kysely<Database>, query: KeyQuery): CompiledQuery {
  const { after } = query;
  if (query.sort === "hottest") {
    return db
      .selectFrom("reviews")
      .select(["id", "is_top", "like_count", "created_at"])
      .where("resource_id", "=", query.resourceId)
      .$if(after !== undefined, (q) =>
        q.where((eb) =>
          eb(eb.refTuple("is_top", "like_count", "created_at", "id"), "<", eb.tuple(after!.isTop, after!.likeCount, after!.createdAt, after!.id)),
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
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple("is_top", "created_at", "id"), "<", eb.tuple(after!.isTop, after!.createdAt, after!.id))),
    )
    .orderBy("is_top", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .compile();
}

function tagKeys(db: Kysely<Database>, query: KeyQuery, tag: string): CompiledQuery {
  const { after } = query;
  if (query.sort === "hottest") {
    return db
      .selectFrom("review_tags")
      .select(["review_id as id", "is_top", "like_count", "created_at"])
      .where("resource_id", "=", query.resourceId)
      .where("tag_code", "=", tag)
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
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple("is_top", "created_at", "review_id"), "<", eb.tuple(after!.isTop, after!.createdAt, after!.id))),
    )
    .orderBy("is_top", "desc")
    .orderBy("created_at", "desc")
    .orderBy("review_id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .compile();
}
