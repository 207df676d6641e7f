import type { Kysely } from "kysely";

/** Fixed-window request counters shared by every server process on this database (RATE_LIMIT_STORE=database). */
export const rateCountersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("rate_counters")
      .addColumn("key", "varchar(200)", (col) => col.primaryKey())
      .addColumn("window_start", "bigint", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("rate_counters_window").on("rate_counters").column("window_start").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("rate_counters").execute();
  },
};
