import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";
import { TRACKING_LIMITS } from "./constants/tracking";

/** Source type (CL-ENT-6): 1 desktop, 6 mobile. */
export const SourceType = Type.Union([Type.Literal(1), Type.Literal(6)]);
export type SourceType = Static<typeof SourceType>;

/**
 * A tracking event (CL-ENT-6). eventCode and eventType are required (CL-VAL-1); the client fills the rest.
 * eventId, when sent, makes the event idempotent: resending it is accepted and stored once.
 */
export const TrackingEvent = Type.Object({
  eventCode: Type.String({ minLength: 1, maxLength: 200 }),
  /** Default `view`. */
  eventType: Type.String({ minLength: 1, maxLength: 50 }),
  /** UTC, seconds precision, e.g. `2026-11-21T05:53:32Z`. */
  eventTime: Type.Optional(Type.String({ maxLength: 40 })),
  page: Type.Optional(Type.String({ maxLength: 2048 })),
  referer: Type.Optional(Type.String({ maxLength: 2048 })),
  /** browser/version */
  clientVersion: Type.Optional(Type.String({ maxLength: 200 })),
  /** os/version */
  os: Type.Optional(Type.String({ maxLength: 200 })),
  osLanguage: Type.Optional(Type.String({ maxLength: 40 })),
  source_type: Type.Optional(SourceType),
  eventId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

export const TrackingMsgType = Type.Union([Type.Literal("tracking"), Type.Literal("tracking_open")]);
export type TrackingMsgType = Static<typeof TrackingMsgType>;

/** `POST /api/message/v1/event` (msgType "tracking") and `/api/message/v1/open/event` ("tracking_open"). */
export const TrackingRequest = Type.Object({
  msgType: TrackingMsgType,
  msgContent: TrackingEvent,
});
export type TrackingRequest = Static<typeof TrackingRequest>;

/** The batch variants `…/event/batch` and `…/open/event/batch`. */
export const TrackingBatchRequest = Type.Object({
  msgType: TrackingMsgType,
  msgContent: Type.Array(TrackingEvent, { minItems: 1, maxItems: TRACKING_LIMITS.batchMaxEvents }),
});
export type TrackingBatchRequest = Static<typeof TrackingBatchRequest>;

export const TrackingAccepted = Type.Object({
  accepted: Type.Integer(),
  stored: Type.Integer(),
  /** Events whose eventId was already stored (accepted, not stored twice). */
  duplicates: Type.Integer(),
});
export type TrackingAccepted = Static<typeof TrackingAccepted>;
export const TrackingAcceptedResponse = Envelope(TrackingAccepted);

/** `GET /api/message/v1/events` (admin): the newest first, of the admin's school. */
export const TrackingListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  eventCode: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TrackingListQuery = Static<typeof TrackingListQuery>;

export const TrackingListItem = Type.Object({
  eventId: Type.String(),
  msgType: TrackingMsgType,
  userId: Type.Union([Type.String(), Type.Null()]),
  tenantId: Type.Union([Type.String(), Type.Null()]),
  receivedAt: Type.String({ format: "date-time" }),
  eventCode: Type.String(),
  eventType: Type.String(),
  eventTime: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  referer: Type.Optional(Type.String()),
  clientVersion: Type.Optional(Type.String()),
  os: Type.Optional(Type.String()),
  osLanguage: Type.Optional(Type.String()),
  source_type: Type.Optional(SourceType),
});
export type TrackingListItem = Static<typeof TrackingListItem>;
export const TrackingList = Type.Object({ items: Type.Array(TrackingListItem), total: Type.Integer() });
export type TrackingList = Static<typeof TrackingList>;
export const TrackingListResponse = Envelope(TrackingList);
