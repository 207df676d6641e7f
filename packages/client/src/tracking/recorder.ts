import type { Tracker, TrackerDependencies } from "./types";
import { browserStorage } from "../storage/web-storage";
import { buildEvent, fitsServerLimit, isTrackInput } from "./event";
import { DEFAULT_QUEUE_CAPS, EventStore } from "./event-store";
import type { Audience, StoredEvent } from "./event-store";
import { isLocalOrTestHost } from "./hosts";

/** What the recorder and the sender of one tracker share. */
export interface TrackingQueue {
  readonly win: Window;
  readonly now: () => number;
  readonly storage: Storage;
  readonly store: EventStore;
  /** Decided when sending: an event of a user who has logged out since goes to the open endpoint. */
  audienceOf(stored: StoredEvent): Audience;
}

export interface Recorder extends TrackingQueue {
  /** CL-VAL-1: validates, builds and writes the event to the persistent queue at once; false when refused. */
  track(input: unknown): boolean;
  /** Called after every event written (the sender schedules a flush). */
  onRecorded?: (() => void) | undefined;
  destroyed: boolean;
}

/**
 * The part of the tracker that runs when `track()` is called: the event is checked, built with the page's
 * context of that moment and written to the persistent queue before `track()` returns, so a page that dies
 * right after loses nothing whether or not the sender has loaded yet.
 */
export function createRecorder(deps: TrackerDependencies): Recorder {
  const win = deps.window ?? (globalThis as unknown as Window);
  const now = deps.now ?? Date.now;
  const storage = deps.storage ?? browserStorage("localStorage");
  const store = new EventStore(storage, { ...DEFAULT_QUEUE_CAPS, ...deps.caps });
  const skipHost = deps.skipHost ?? isLocalOrTestHost;
  // Events of one tab keep the order they were tracked in, also within one millisecond (the queue sorts by it).
  let lastQueuedAt = 0;
  const queuedAt = () => (lastQueuedAt = Math.max(now(), lastQueuedAt + 0.001));
  const hasToken = () => {
    try {
      return !!deps.tokens.read().accessToken;
    } catch {
      return false;
    }
  };

  const recorder: Recorder = {
    win,
    now,
    storage,
    store,
    destroyed: false,
    audienceOf: (stored) => (stored.audience === "user" && hasToken() ? "user" : "open"),
    track(input) {
      try {
        if (recorder.destroyed || !isTrackInput(input)) return false;
        if (skipHost(win.location.hostname)) return false;
        const event = buildEvent(input, {
          now: now(),
          href: win.location.href,
          referrer: win.document?.referrer ?? "",
          userAgent: win.navigator?.userAgent ?? "",
          language: win.navigator?.language ?? "",
          environment: deps.environment,
        });
        if (!fitsServerLimit(event)) return false;
        store.add({ event, audience: hasToken() ? "user" : "open", queuedAt: queuedAt(), attempts: 0 });
        recorder.onRecorded?.();
        return true;
      } catch {
        return false;
      }
    },
  };
  return recorder;
}

/** The host-facing tracker over a recorder, whatever sends its queue. */
export function trackerOf(recorder: Recorder, flush: () => Promise<void>, stop: () => void): Tracker {
  return {
    track: recorder.track,
    view: (eventCode, extra = {}) => recorder.track({ eventType: "view", ...extra, eventCode }),
    flush,
    pending: () => recorder.store.size,
    destroy() {
      recorder.destroyed = true;
      stop();
    },
  };
}
