// The tracker of the platform client once loaded: the recorder (event building, the persistent queue) and the sender
// (background flush, back-off, flush lease, page-exit keepalive). A chunk of its own, loaded by the first event.
import { takeEarlyEvents } from "./early-events";
import type { EarlyEvent } from "./early-events";
import { createRecorder } from "./recorder";
import type { Recorder } from "./recorder";
import { createSender } from "./sender";
import type { Sender } from "./sender";
import type { TrackerDependencies } from "./types";

export interface LoadedTracker {
  recorder: Recorder;
  sender: Sender;
}

/**
 * Starts the tracker with the events this page tracked before it loaded (in order), then any that pages which ended
 * before their tracker loaded left in storage; a page that is hidden by now sends the queue as a page exit does.
 */
export function startTracker(deps: TrackerDependencies, early: readonly EarlyEvent[]): LoadedTracker {
  const recorder = createRecorder(deps);
  const sender = createSender(deps, recorder);
  recorder.onRecorded = () => sender.scheduleFlush();
  const left = takeEarlyEvents(recorder.storage);
  const mine = new Set(early.map((event) => event.eventId));
  recorder.adopt([...left.filter((event) => !mine.has(event.eventId)), ...early]);
  if (recorder.win.document?.visibilityState === "hidden") sender.flushOnExit();
  return { recorder, sender };
}
