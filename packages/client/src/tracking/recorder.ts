import type { Tracker, TrackerDependencies } from "./types";
import { browserStorage } from "../storage/web-storage";
import { buildEvent, fitsServerLimit, isTrackInput } from "./event";
import { DEFAULT_QUEUE_CAPS, EventStore } from "./event-store";
import type { Audience, StoredEvent } from "./event-store";
import { isLocalOrTestHost } from "./hosts";
import type { EarlyEvent } from "./early-events";
import type { TrackInput } from "./track-input";

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
  /** Writes events tracked before the tracker had loaded, with their own moment's context, to the queue. */
  adopt(events: readonly EarlyEvent[]): void;
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
  const queuedAt = (at: number) => (lastQueuedAt = Math.max(at, lastQueuedAt + 0.001));
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
        if (!record(input, { now: now(), href: win.location.href, referrer: win.document?.referrer ?? "" }, hasToken()))
          return false;
        recorder.onRecorded?.();
        return true;
      } catch {
        return false;
      }
    },
    adopt(events) {
      for (const early of events) {
        try {
          if (isTrackInput(early.input))
            record(
              early.input,
              { eventId: early.eventId, now: early.at, href: early.href, referrer: early.referrer },
              early.user,
            );
        } catch {
          // CL-ERR-6: one unreadable event does not stop the others.
        }
      }
      if (events.length > 0) recorder.onRecorded?.();
    },
  };

  /** Builds the event with the context of the moment it was tracked and queues it; false when it is too large. */
  function record(
    input: TrackInput,
    moment: { eventId?: string; now: number; href: string; referrer: string },
    user: boolean,
  ): boolean {
    const event = buildEvent(input, {
      ...moment,
      userAgent: win.navigator?.userAgent ?? "",
      language: win.navigator?.language ?? "",
      environment: deps.environment,
    });
    if (!fitsServerLimit(event)) return false;
    store.add({ event, audience: user ? "user" : "open", queuedAt: queuedAt(moment.now), attempts: 0 });
    return true;
  }
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
