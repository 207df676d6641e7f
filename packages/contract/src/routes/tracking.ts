import {
  TrackingAcceptedResponse,
  TrackingBatchRequest,
  TrackingListQuery,
  TrackingListResponse,
  TrackingRequest,
} from "../tracking";
import type { ApiRouteTable } from "./api-route";
import { trackingPaths } from "./paths/tracking";

const tags = ["tracking"] as const;

export const trackingRoutes = {
  trackEvent: {
    ...trackingPaths.trackEvent,
    id: "trackEvent",
    tags,
    summary: "Report an event (logged in; the access_token cookie also counts, for sendBeacon)",
    access: "user",
    body: TrackingRequest,
    answer: TrackingAcceptedResponse,
  },
  trackOpenEvent: {
    ...trackingPaths.trackOpenEvent,
    id: "trackOpenEvent",
    tags,
    summary: "Report an event (anonymous)",
    access: "anyone",
    body: TrackingRequest,
    answer: TrackingAcceptedResponse,
  },
  trackEvents: {
    ...trackingPaths.trackEvents,
    id: "trackEvents",
    tags,
    summary: "Report up to 100 events (logged in)",
    access: "user",
    body: TrackingBatchRequest,
    answer: TrackingAcceptedResponse,
  },
  trackOpenEvents: {
    ...trackingPaths.trackOpenEvents,
    id: "trackOpenEvents",
    tags,
    summary: "Report up to 100 events (anonymous)",
    access: "anyone",
    body: TrackingBatchRequest,
    answer: TrackingAcceptedResponse,
  },
  trackingEvents: {
    ...trackingPaths.trackingEvents,
    id: "trackingEvents",
    tags,
    summary: "The admin's school's events, newest first",
    access: "admin",
    query: TrackingListQuery,
    answer: TrackingListResponse,
  },
} as const satisfies ApiRouteTable<typeof trackingPaths>;
