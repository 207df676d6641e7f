export { createTracker } from "./tracker";
export type { Tracker, TrackerDependencies } from "./tracker";
export type { TrackInput, QueuedEvent } from "./event";
export { isTrackInput, utcSeconds, sourceType } from "./event";
export { isLocalOrTestHost } from "./hosts";
export { describeClient } from "./user-agent";
export { DEFAULT_QUEUE_CAPS, EventStore } from "./event-store";
export type { QueueCaps } from "./event-store";
export { endpointOf, EXIT_CHUNK_BYTES } from "./endpoints";
