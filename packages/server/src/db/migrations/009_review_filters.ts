import { sql } from "kysely";
import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The star filter, the verified-learner progress and review search.
 *
 * - `reviews_score_latest` / `reviews_score_hottest`: a star-filtered page is an index range per score, like the
 *   plain list's (a multi-score filter merges the ranges).
 * - `reviews.author_progress`: the author's study progress on the course (0–100) when the review was published,
 *   read from `course_progress` by the server; null when none was recorded.
 * - Search: on PostgreSQL a stored generated `search` tsvector ('simple' configuration: no stemming, lower case
 *   only, so no language is stemmed as another; Han, kana and Hangul characters become one token each) with a GIN
 *   index. On SQLite a contentless FTS5 table `review_search` (rowid = review id) kept by the review write path,
 *   filled here from the existing reviews.
 */
export const reviewFiltersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("reviews").addColumn("author_progress", "smallint").execute();
    await db.schema
      .createIndex("reviews_score_latest")
      .on("reviews")
      .columns(["resource_id", "score", "is_top", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("reviews_score_hottest")
      .on("reviews")
      .columns(["resource_id", "score", "is_top", "like_count", "created_at", "id"])
      .execute();
    if (isPostgres(db)) {
      await sql`alter table reviews add column search tsvector generated always as (${sql.raw(PG_SEARCH_EXPRESSION)}) stored`.execute(
        db,
      );
      await sql`create index reviews_search on reviews using gin (search)`.execute(db);
      return;
    }
    await sql`create virtual table review_search using fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; content: string }>`
        select id, content from reviews where id > ${after} and content <> '' order by id limit 1000
      `.execute(db);
      for (const row of rows) {
        await sql`insert into review_search(rowid, body) values (${row.id}, ${searchableText(row.content)})`.execute(
          db,
        );
      }
      if (rows.length < 1000) break;
      after = Number(rows[rows.length - 1]!.id);
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (isPostgres(db)) {
      await sql`drop index if exists reviews_search`.execute(db);
      await sql`alter table reviews drop column if exists search`.execute(db);
    } else {
      await sql`drop table if exists review_search`.execute(db);
    }
    await db.schema.dropIndex("reviews_score_hottest").ifExists().execute();
    await db.schema.dropIndex("reviews_score_latest").ifExists().execute();
    await db.schema.alterTable("reviews").dropColumn("author_progress").execute();
  },
};

/** Characters of scripts written without spaces between words: each is made a token of its own. */
export const PER_CHARACTER = "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af";
const PG_SEARCH_EXPRESSION = `to_tsvector('simple'::regconfig, regexp_replace(content, '([${PER_CHARACTER}])', ' \\1 ', 'g'))`;

/** What the SQLite index stores for a review's text: per-character scripts spaced out (the same rule as PostgreSQL's). */
export function searchableText(content: string): string {
  return content.replace(new RegExp(`([${PER_CHARACTER}])`, "gu"), " $1 ");
}
