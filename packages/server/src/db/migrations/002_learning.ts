import { sql } from "kysely";
import type { CreateTableBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialect";

type Table = CreateTableBuilder<string, never>;

/** An auto-increment integer id that is never reused, so a cursor never points at a newer row. */
function withId(db: Kysely<unknown>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn("id", "bigserial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/**
 * Courses, study progress, ratings and reviews with their tags, replies and likes, the counters that make the
 * aggregates O(1), the review config items and the sensitive words.
 *
 * Every list the widget pages through has an index whose column order is exactly the list's ORDER BY, so a page
 * is an index range scan of pageSize rows whatever its depth (see the README, "Ratings and reviews").
 */
export const learningMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("courses")
      .addColumn("id", "varchar(100)", (col) => col.primaryKey())
      .addColumn("title", "varchar(200)", (col) => col.notNull())
      .addColumn("module", "varchar(50)", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable("course_progress")
      .addColumn("user_id", "varchar(100)", (col) => col.notNull())
      .addColumn("course_id", "varchar(100)", (col) => col.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("progress", "integer", (col) => col.notNull().check(sql`progress between 0 and 100`))
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("course_progress_pk", ["user_id", "course_id"])
      .execute();

    await withId(db, db.schema.createTable("reviews"))
      .addColumn("tenant_id", "varchar(100)", (col) => col.notNull())
      .addColumn("resource_id", "varchar(100)", (col) => col.notNull())
      .addColumn("module_id", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("resource_type", "varchar(50)", (col) => col.notNull().defaultTo(""))
      .addColumn("user_id", "varchar(100)", (col) => col.notNull())
      .addColumn("author_role", "varchar(20)", (col) => col.notNull())
      .addColumn("score", "smallint", (col) => col.notNull().check(sql`score between 1 and 5`))
      .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("tags", "varchar(1000)", (col) => col.notNull().defaultTo(""))
      .addColumn("source", "varchar(50)")
      .addColumn("course_id", "varchar(100)")
      .addColumn("app_id", "varchar(100)")
      .addColumn("app_type", "varchar(50)")
      .addColumn("class_id", "varchar(100)")
      .addColumn("is_top", "smallint", (col) => col.notNull().defaultTo(0))
      .addColumn("is_hidden", "smallint", (col) => col.notNull().defaultTo(0))
      .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .execute();
    // One rating per (user, resource): giveScore upserts on it.
    await db.schema
      .createIndex("reviews_resource_user")
      .on("reviews")
      .columns(["resource_id", "user_id"])
      .unique()
      .execute();
    // sort=latest: pinned first, then newest (scanned backwards).
    await db.schema
      .createIndex("reviews_latest")
      .on("reviews")
      .columns(["resource_id", "is_top", "created_at", "id"])
      .execute();
    // sort=hottest: pinned first, then most liked, then newest.
    await db.schema
      .createIndex("reviews_hottest")
      .on("reviews")
      .columns(["resource_id", "is_top", "like_count", "created_at", "id"])
      .execute();
    // queryMyMessages: the caller's reviews, newest first.
    await db.schema.createIndex("reviews_user").on("reviews").columns(["user_id", "created_at", "id"]).execute();

    // One row per (review, tag) carrying the review's sort keys, so a tag-filtered page is an index range too.
    await db.schema
      .createTable("review_tags")
      .addColumn("review_id", "bigint", (col) => col.notNull().references("reviews.id").onDelete("cascade"))
      .addColumn("tag_code", "varchar(100)", (col) => col.notNull())
      .addColumn("resource_id", "varchar(100)", (col) => col.notNull())
      .addColumn("is_top", "smallint", (col) => col.notNull())
      .addColumn("like_count", "integer", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("review_tags_pk", ["review_id", "tag_code"])
      .execute();
    await db.schema
      .createIndex("review_tags_latest")
      .on("review_tags")
      .columns(["resource_id", "tag_code", "is_top", "created_at", "review_id"])
      .execute();
    await db.schema
      .createIndex("review_tags_hottest")
      .on("review_tags")
      .columns(["resource_id", "tag_code", "is_top", "like_count", "created_at", "review_id"])
      .execute();

    await withId(db, db.schema.createTable("review_replies"))
      .addColumn("review_id", "bigint", (col) => col.notNull().references("reviews.id").onDelete("cascade"))
      .addColumn("user_id", "varchar(100)", (col) => col.notNull())
      .addColumn("author_role", "varchar(20)", (col) => col.notNull())
      .addColumn("content", "text", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("review_replies_review").on("review_replies").columns(["review_id", "id"]).execute();

    // The primary key makes a like idempotent per (review, user).
    await db.schema
      .createTable("review_likes")
      .addColumn("review_id", "bigint", (col) => col.notNull().references("reviews.id").onDelete("cascade"))
      .addColumn("user_id", "varchar(100)", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("review_likes_pk", ["review_id", "user_id"])
      .execute();

    // Counters, changed in the same transaction as the review they count.
    await db.schema
      .createTable("review_score_counts")
      .addColumn("resource_id", "varchar(100)", (col) => col.notNull())
      .addColumn("score", "smallint", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("review_score_counts_pk", ["resource_id", "score"])
      .execute();
    await db.schema
      .createTable("review_tag_counts")
      .addColumn("resource_id", "varchar(100)", (col) => col.notNull())
      .addColumn("tag_code", "varchar(100)", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("review_tag_counts_pk", ["resource_id", "tag_code"])
      .execute();

    await withId(db, db.schema.createTable("review_config_items"))
      .addColumn("type", "smallint", (col) => col.notNull())
      .addColumn("score", "smallint", (col) => col.notNull())
      .addColumn("code", "varchar(100)", (col) => col.notNull())
      // "" applies to every module; otherwise only to that moduleId.
      .addColumn("module_id", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("is_new", "smallint", (col) => col.notNull().defaultTo(1))
      .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("review_config_items_code")
      .on("review_config_items")
      .columns(["code", "module_id", "is_new"])
      .unique()
      .execute();
    await db.schema
      .createTable("review_config_texts")
      .addColumn("item_id", "bigint", (col) => col.notNull().references("review_config_items.id").onDelete("cascade"))
      .addColumn("language", "varchar(10)", (col) => col.notNull())
      .addColumn("message", "varchar(500)", (col) => col.notNull())
      .addPrimaryKeyConstraint("review_config_texts_pk", ["item_id", "language"])
      .execute();

    await db.schema
      .createTable("sensitive_words")
      .addColumn("word", "varchar(100)", (col) => col.primaryKey())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      "sensitive_words",
      "review_config_texts",
      "review_config_items",
      "review_tag_counts",
      "review_score_counts",
      "review_likes",
      "review_replies",
      "review_tags",
      "reviews",
      "course_progress",
      "courses",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
