// @sxz/client/tracking: the event tracker.
export { createTracker } from "./tracker";
export type { Tracker, TrackerDependencies } from "./tracker";
export { isTrackInput } from "./event";
export type { TrackInput, QueuedEvent } from "./event";
export { isLocalOrTestHost } from "./hosts";
export { DEFAULT_QUEUE_CAPS } from "./event-store";
export type { QueueCaps } from "./event-store";
