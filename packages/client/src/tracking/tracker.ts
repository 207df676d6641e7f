import { createRecorder, trackerOf } from "./recorder";
import { createSender } from "./sender";
import type { Tracker, TrackerDependencies } from "./types";

export type { Tracker, TrackerDependencies } from "./types";

/**
 * The event reporter. Accepted events go to a persistent queue first (`recorder.ts`) and are sent in the background
 * by one tab at a time; on page hide the queue leaves with keepalive requests (or beacons) (`sender.ts`). Every event
 * carries an eventId, so resending after an unknown outcome is safe. Nothing here ever throws into the page (CL-ERR-6).
 */
export function createTracker(deps: TrackerDependencies): Tracker {
  const recorder = createRecorder(deps);
  const sender = createSender(deps, recorder);
  recorder.onRecorded = () => sender.scheduleFlush();
  return trackerOf(
    recorder,
    () => sender.flush(),
    () => sender.destroy(),
  );
}
