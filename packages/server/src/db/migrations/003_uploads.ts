import type { Kysely } from "kysely";

/** Chunked upload sessions, their parts and stored files (simple, chunked and document uploads). */
export const uploadsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("upload_sessions")
      .addColumn("id", "varchar(36)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) => col.notNull())
      .addColumn("tenant_id", "varchar(64)", (col) => col.notNull())
      .addColumn("bucket", "varchar(64)", (col) => col.notNull())
      .addColumn("module", "varchar(64)", (col) => col.notNull())
      .addColumn("file_name", "varchar(255)", (col) => col.notNull())
      .addColumn("file_size", "bigint")
      .addColumn("part_size", "bigint", (col) => col.notNull())
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("combining_since", "bigint")
      .addColumn("file_uuid", "varchar(36)")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("upload_sessions_user")
      .on("upload_sessions")
      .columns(["user_id", "created_at"])
      .execute();

    await db.schema
      .createTable("upload_parts")
      .addColumn("upload_id", "varchar(36)", (col) =>
        col.notNull().references("upload_sessions.id").onDelete("cascade"),
      )
      .addColumn("part_number", "integer", (col) => col.notNull())
      .addColumn("size", "bigint", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("upload_parts_pk", ["upload_id", "part_number"])
      .execute();

    await db.schema
      .createTable("stored_files")
      .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) => col.notNull())
      .addColumn("tenant_id", "varchar(64)", (col) => col.notNull())
      .addColumn("kind", "varchar(16)", (col) => col.notNull())
      .addColumn("bucket", "varchar(64)", (col) => col.notNull())
      .addColumn("module", "varchar(64)")
      .addColumn("provider", "varchar(64)")
      .addColumn("file_name", "varchar(255)", (col) => col.notNull())
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("size", "bigint")
      .addColumn("sha256", "varchar(64)")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("stored_at", "bigint")
      .execute();
    await db.schema.createIndex("stored_files_user").on("stored_files").columns(["user_id", "created_at"]).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("upload_parts").execute();
    await db.schema.dropTable("upload_sessions").execute();
    await db.schema.dropTable("stored_files").execute();
  },
};
