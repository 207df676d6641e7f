import type { Generated } from "kysely";

// Tables of the tracking domain: the events clients report.
export interface TrackingTables {
  tracking_events: TrackingEventsTable;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  /** The client's eventId, else one the server generated: unique, so resent events are stored once. */
  event_id: string;
  msg_type: "tracking" | "tracking_open";
  user_id: string | null;
  tenant_id: string | null;
  event_code: string;
  event_type: string;
  /** The event as received, JSON, at most TRACKING_LIMITS.eventMaxBytes. */
  payload: string;
  received_at: number;
}
