import { sql } from "kysely";
import type { CompiledQuery, Kysely } from "kysely";
import { REVIEW_LIMITS } from "@sxz/contract";
import type { ReviewSort } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { isPostgres } from "../../db/dialect";
import { searchableText } from "../../db/migrations/009_review_filters";
import type { SortKey } from "./cursor";
import { run } from "./page-keys";

/**
 * Review search. A query is plain words, never a search syntax: it is cut into runs of letters, digits and marks
 * (everything else — quotes, `*`, parentheses, `-`, `:` — separates words), lower-cased, at most
 * REVIEW_LIMITS.searchTermsMax of them, all required. Each word is then written into the engine's query as a quoted
 * term, so FTS5 keywords (`OR`, `NOT`, `NEAR`) and tsquery operators are only ever words to find.
 */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const words =
    q
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, REVIEW_LIMITS.searchTermsMax);
}

/** A word's tokens as the index stores them: a Han/kana/Hangul run becomes one token per character. */
const tokensOf = (term: string) => searchableText(term).split(/\s+/).filter(Boolean);

/**
 * FTS5: `"word"` (a whole word), or `"课 程"` (adjacent characters); terms ANDed. Whole words only: a prefix
 * (`"word"*`) merges the lists of every word it begins, several milliseconds for a common one.
 */
export function fts5Query(terms: string[]): string {
  return terms.map((term) => `"${tokensOf(term).join(" ")}"`).join(" AND ");
}

/** PostgreSQL to_tsquery: `'word'`, or `'课' <-> '程'`; terms ANDed. Terms hold no quote or backslash. */
export function tsQuery(terms: string[]): string {
  return terms
    .map(
      (term) =>
        `(${tokensOf(term)
          .map((token) => `'${token}'`)
          .join(" <-> ")})`,
    )
    .join(" & ");
}

export interface SearchQuery {
  resourceId: string;
  sort: ReviewSort;
  terms: string[];
  tags: string[];
  scores: number[];
  after: SortKey | undefined;
  offset: number;
  limit: number;
}

/**
 * One page of the reviews of a resource that match the words (and the tag and score filters), in the list's order.
 * Hidden reviews are never matched: their text is withheld from readers, so it must not be findable either.
 */
export async function searchPageKeys(db: Kysely<Database>, query: SearchQuery): Promise<SortKey[]> {
  return run(db, searchKeys(db, query, isPostgres(db as unknown as Kysely<unknown>) ? "postgres" : "sqlite"));
}

/**
 * SQLite reads the matches from the search index and sorts those of the resource: the cost grows with the number
 * of matching reviews. (Walking the list's index and checking each review against the search index instead costs
 * a search-index lookup per review, about 0.2 ms, so a rare word in a large list would take seconds.)
 */
type SearchPlan = "postgres" | "sqlite";

/** The SQL of a search page (exported so tests can EXPLAIN it). */
export function searchKeys(db: Kysely<Database>, query: SearchQuery, plan: SearchPlan): CompiledQuery {
  const { after } = query;
  const hottest = query.sort === "hottest";
  const match =
    plan === "postgres"
      ? sql<boolean>`reviews.search @@ to_tsquery('simple', ${tsQuery(query.terms)})`
      : sql<boolean>`reviews.id in (select rowid from review_search where review_search match ${fts5Query(query.terms)})`;
  return db
    .selectFrom("reviews")
    .select(["id", "is_top", "like_count", "created_at"])
    .where("resource_id", "=", query.resourceId)
    .where("is_hidden", "=", 0)
    .where(match)
    .$if(query.scores.length > 0, (q) => q.where("score", "in", query.scores))
    .$if(query.tags.length > 0, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("review_tags")
            .select("review_tags.review_id")
            .whereRef("review_tags.review_id", "=", "reviews.id")
            .where("review_tags.tag_code", "in", query.tags),
        ),
      ),
    )
    .$if(after !== undefined && hottest, (q) =>
      q.where((eb) =>
        eb(
          eb.refTuple("is_top", "like_count", "created_at", "id"),
          "<",
          eb.tuple(after!.isTop, after!.likeCount, after!.createdAt, after!.id),
        ),
      ),
    )
    .$if(after !== undefined && !hottest, (q) =>
      q.where((eb) =>
        eb(eb.refTuple("is_top", "created_at", "id"), "<", eb.tuple(after!.isTop, after!.createdAt, after!.id)),
      ),
    )
    .orderBy("is_top", "desc")
    .$if(hottest, (q) => q.orderBy("like_count", "desc"))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .compile();
}

/** Keeps the SQLite index in step with a review's text (PostgreSQL's column is generated). Call inside the write. */
export async function indexReviewText(db: Kysely<Database>, reviewId: number, content: string | null): Promise<void> {
  if (isPostgres(db as unknown as Kysely<unknown>)) return;
  await sql`delete from review_search where rowid = ${reviewId}`.execute(db);
  if (content)
    await sql`insert into review_search(rowid, body) values (${reviewId}, ${searchableText(content)})`.execute(db);
}
