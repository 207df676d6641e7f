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
  // Any of several tags: each tag's index gives its first (offset + limit) keys; the union's first ones are
  // among them, because a key ahead of a page entry in its own tag's order is ahead of it in the union too.
  const streams = await Promise.all(keyQueries(db, query).map((compiled) => run(db, compiled)));
  const seen = new Set<number>();
  const merged = streams
    .flat()
    .sort(compareKeys(query.sort))
    .filter((key) => (seen.has(key.id) ? false : (seen.add(key.id), true)));
  return merged.slice(query.offset, query.offset + query.limit);
}

/** The SQL of a page: one statement, or one per tag of an any-of filter (exported so tests can EXPLAIN it). */
export function keyQueries(db: Kysely<Database>, query: KeyQuery): CompiledQuery[] {
  if (query.tags.length === 0) return [reviewKeys(db, query)];
  if (query.tags.length === 1) return [tagKeys(db, query, query.tags[0]!)];
  const perTag = { ...query, offset: 0, limit: query.offset + query.limit };
  return query.tags.map((tag) => tagKeys(db, perTag, tag));
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
