// The tracker of the platform client once loaded: the recorder (event building, the persistent queue) and the sender
// (background flush, back-off, flush lease, page-exit keepalive). A chunk of its own, loaded by the first event.
import type { EarlyEvent } from "./early-events";
import { EARLY_KEY_PREFIX } from "./queue-keys";
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

/** Takes every page's early events out of storage (oldest first). */
export function takeEarlyEvents(storage: Storage): EarlyEvent[] {
  const taken: EarlyEvent[] = [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(EARLY_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      try {
        const list = JSON.parse(storage.getItem(key) ?? "[]") as unknown;
        if (Array.isArray(list))
          taken.push(
            ...(list as EarlyEvent[]).filter(
              (event) => event && typeof event.eventId === "string" && typeof event.at === "number",
            ),
          );
      } catch {
        // Not ours to read: dropped below like the rest.
      }
      storage.removeItem(key);
    }
  } catch {
    // Unreadable storage: nothing to take.
  }
  return taken.sort((a, b) => a.at - b.at);
}
