import type { Kysely } from "kysely";

/** Facts about the database itself, such as whether the demo data was seeded. */
export const coreMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("app_meta")
      .addColumn("key", "varchar(100)", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("app_meta").execute();
  },
};
