import type { Kysely } from "kysely";

/** Tracking events are pruned by age (TRACKING_RETENTION_DAYS): the sweep finds them by the time received. */
export const trackingReceivedAtMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex("tracking_events_received_at").on("tracking_events").column("received_at").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("tracking_events_received_at").execute();
  },
};
