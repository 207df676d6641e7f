import { sql } from "kysely";
import type { Kysely } from "kysely";

/**
 * Schools stop sharing two things they shared: the sensitive-word list and study progress.
 *
 * - `school_sensitive_words`: a school's own list (a JSON array), one row per school that has set one; a school
 *   without a row follows the platform default, which stays in `sensitive_words`. An empty array is a list too.
 * - `course_progress` gains `tenant_id` in its key: progress belongs to the school it was made (or set) in, so an
 *   admin of one school cannot lift the 30% rule for a token of another. Existing rows go to the user's home school.
 */
export const schoolIsolationMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("school_sensitive_words")
      .addColumn("tenant_id", "varchar(100)", (col) => col.primaryKey())
      .addColumn("words", "text", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .execute();

    // SQLite cannot change a primary key in place: the table is rebuilt on both engines alike.
    await db.schema
      .createTable("course_progress_by_school")
      .addColumn("user_id", "varchar(100)", (col) => col.notNull())
      .addColumn("tenant_id", "varchar(100)", (col) => col.notNull())
      .addColumn("course_id", "varchar(100)", (col) => col.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("progress", "integer", (col) => col.notNull().check(sql`progress between 0 and 100`))
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("course_progress_school_pk", ["user_id", "tenant_id", "course_id"])
      .execute();
    await sql`
      insert into course_progress_by_school (user_id, tenant_id, course_id, progress, updated_at)
      select course_progress.user_id, coalesce(users.home_school_id, ''), course_progress.course_id, course_progress.progress, course_progress.updated_at
      from course_progress left join users on users.id = course_progress.user_id
    `.execute(db);
    await db.schema.dropTable("course_progress").execute();
    await db.schema.alterTable("course_progress_by_school").renameTo("course_progress").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("course_progress_global")
      .addColumn("user_id", "varchar(100)", (col) => col.notNull())
      .addColumn("course_id", "varchar(100)", (col) => col.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("progress", "integer", (col) => col.notNull().check(sql`progress between 0 and 100`))
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("course_progress_global_pk", ["user_id", "course_id"])
      .execute();
    // Back to one value per user and course: the highest of the schools' values.
    await sql`
      insert into course_progress_global (user_id, course_id, progress, updated_at)
      select user_id, course_id, max(progress), max(updated_at) from course_progress group by user_id, course_id
    `.execute(db);
    await db.schema.dropTable("course_progress").execute();
    await db.schema.alterTable("course_progress_global").renameTo("course_progress").execute();
    await db.schema.dropTable("school_sensitive_words").execute();
  },
};
