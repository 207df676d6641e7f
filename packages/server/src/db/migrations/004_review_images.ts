import type { Kysely } from "kysely";

/** Images attached to a review: a JSON array of the accepted static URLs, null when none. */
export const reviewImagesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("reviews").addColumn("images", "text").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("reviews").dropColumn("images").execute();
  },
};
