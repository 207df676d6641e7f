import { browserStorage } from "../storage/web-storage";
import { persistEarlyEvents } from "./early-events";
import type { EarlyEvent } from "./early-events";
import { newEventId } from "./event-id";
import { isLocalOrTestHost } from "./hosts";
import type { LoadedTracker } from "./loaded-tracker";
import { countQueuedEvents, hasQueuedEvents } from "./queue-keys";
import { isTrackInput } from "./track-input";
import type { Tracker, TrackerDependencies } from "./types";

/**
 * `client.tracker` of the platform client. `track()` stays synchronous: it checks the event (CL-VAL-1, CL-VAL-2),
 * notes the page's context of that moment and an event id, and starts loading the tracker (event building, the
 * persistent queue, the sender), which then queues these events in the order they were tracked. A page hidden
 * before it loaded writes them to local storage at once (`pagehide` / `visibilitychange`), where this page's
 * tracker, or the next page's, takes them; the tracker also loads at creation when earlier pages left events.
 */
export function createLazyTracker(deps: TrackerDependencies): Tracker {
  const win = deps.window ?? (globalThis as unknown as Window);
  const now = deps.now ?? Date.now;
  const storage = deps.storage ?? browserStorage("localStorage");
  const skipHost = deps.skipHost ?? isLocalOrTestHost;
  const pageKey = newEventId();
  const early: EarlyEvent[] = [];
  let loaded: LoadedTracker | undefined;
  let loading: Promise<LoadedTracker | undefined> | undefined;
  let destroyed = false;

  const hasToken = () => {
    try {
      return !!deps.tokens.read().accessToken;
    } catch {
      return false;
    }
  };
  const persist = () => void (early.length > 0 && persistEarlyEvents(storage, pageKey, early));
  const onHidden = () => win.document?.visibilityState === "hidden" && persist();
  const stopListening = () => {
    win.removeEventListener?.("pagehide", persist);
    win.document?.removeEventListener("visibilitychange", onHidden);
  };
  win.addEventListener?.("pagehide", persist);
  win.document?.addEventListener("visibilitychange", onHidden);

  const load = () =>
    (loading ??= import("./loaded-tracker").then(
      ({ startTracker }) => {
        if (destroyed) return undefined;
        stopListening();
        loaded = startTracker(deps, early.splice(0));
        persistEarlyEvents(storage, pageKey, []);
        return loaded;
      },
      () => {
        // A chunk that failed to load (a network drop) is asked for again by the next event; nothing is dropped.
        loading = undefined;
        return undefined;
      },
    ));
  if (hasQueuedEvents(storage)) void load();

  const track = (input: unknown): boolean => {
    if (loaded) return loaded.recorder.track(input);
    try {
      if (destroyed || !isTrackInput(input)) return false;
      if (skipHost(win.location.hostname)) return false;
      early.push({
        input,
        eventId: newEventId(),
        at: now(),
        href: win.location.href,
        referrer: win.document?.referrer ?? "",
        user: hasToken(),
      });
      void load();
      return true;
    } catch {
      return false;
    }
  };

  return {
    track,
    view: (eventCode, extra = {}) => track({ eventType: "view", ...extra, eventCode }),
    flush: async () => {
      await (await load())?.sender.flush();
    },
    pending: () => (loaded ? loaded.recorder.store.size : countQueuedEvents(storage) + early.length),
    destroy() {
      destroyed = true;
      // Events not yet queued stay in storage for the next page.
      persist();
      stopListening();
      if (loaded) {
        loaded.recorder.destroyed = true;
        loaded.sender.destroy();
      }
    },
  };
}
