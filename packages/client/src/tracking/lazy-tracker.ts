import { createRecorder, trackerOf } from "./recorder";
import type { Sender } from "./sender";
import type { Tracker, TrackerDependencies } from "./types";

/**
 * `client.tracker` of the platform client. `track()` stays synchronous and writes the event to the persistent
 * queue before it returns, as the tracker always did, so nothing tracked is lost whatever happens next; the sending
 * (background flush, back-off, flush lease, page-exit keepalive and beacons) is a chunk of its own, loaded by the
 * first accepted event, or at creation when earlier pages left events in the queue. A page hidden while the
 * chunk loads sends the queue the way a page exit does as soon as it arrives; a page that dies first leaves the
 * events in the queue for the next page.
 */
export function createLazyTracker(deps: TrackerDependencies): Tracker {
  const recorder = createRecorder(deps);
  let sender: Promise<Sender | undefined> | undefined;
  const load = () =>
    (sender ??= import("./sender").then(
      ({ createSender }) => {
        if (recorder.destroyed) return undefined;
        const loaded = createSender(deps, recorder);
        recorder.onRecorded = () => loaded.scheduleFlush();
        if (recorder.win.document?.visibilityState === "hidden") loaded.flushOnExit();
        return loaded;
      },
      () => {
        // A chunk that failed to load (a network drop) is asked for again by the next event; the queue keeps all.
        sender = undefined;
        return undefined;
      },
    ));
  recorder.onRecorded = () => void load();
  if (recorder.store.size > 0) void load();
  return trackerOf(
    recorder,
    async () => {
      await (await load())?.flush();
    },
    () => void sender?.then((loaded) => loaded?.destroy()),
  );
}
