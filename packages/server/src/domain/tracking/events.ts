import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TrackingEvent, TrackingListItem, TrackingMsgType } from "@sxz/contract";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

export interface Reporter {
  msgType: TrackingMsgType;
  userId: string | null;
  tenantId: string | null;
}

/**
 * Stores events, each once: the unique event_id (the client's eventId, else a fresh one) turns a resend into a
 * no-op on both engines (ON CONFLICT DO NOTHING). Answers how many rows were new.
 */
export async function storeEvents(
  db: Db,
  reporter: Reporter,
  events: TrackingEvent[],
  now = Date.now(),
): Promise<number> {
  const rows = events.map((event) => ({
    event_id: event.eventId ?? randomUUID(),
    msg_type: reporter.msgType,
    user_id: reporter.userId,
    tenant_id: reporter.tenantId,
    event_code: event.eventCode,
    event_type: event.eventType,
    payload: JSON.stringify(event),
    received_at: now,
  }));
  const result = await db
    .insertInto("tracking_events")
    .values(rows)
    .onConflict((conflict) => conflict.column("event_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** A school's events, newest first. */
export async function listEvents(
  db: Db,
  tenantId: string,
  options: { limit: number; offset: number; eventCode?: string },
): Promise<{ items: TrackingListItem[]; total: number }> {
  let query = db.selectFrom("tracking_events").where("tenant_id", "=", tenantId);
  if (options.eventCode) query = query.where("event_code", "=", options.eventCode);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("id", "desc").limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => {
    const event = JSON.parse(row.payload) as TrackingEvent;
    return {
      ...event,
      eventId: row.event_id,
      msgType: row.msg_type,
      userId: row.user_id,
      tenantId: row.tenant_id,
      receivedAt: new Date(Number(row.received_at)).toISOString(),
      eventCode: row.event_code,
      eventType: row.event_type,
    };
  });
  return { items, total: Number(count.total) };
}

/**
 * Deletes events received before `before`, in batches so no single statement holds the table for long while
 * events keep arriving. Answers how many were deleted.
 */
export async function pruneTrackingEvents(db: Db, before: number, batchSize = 5000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db
      .selectFrom("tracking_events")
      .select("id")
      .where("received_at", "<", before)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (batch.length === 0) return deleted;
    const result = await db
      .deleteFrom("tracking_events")
      .where(
        "id",
        "in",
        batch.map((row) => row.id),
      )
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    if (batch.length < batchSize) return deleted;
  }
}
