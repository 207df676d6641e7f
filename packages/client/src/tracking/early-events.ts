import type { TrackInput } from "./track-input";
import { EARLY_KEY_PREFIX } from "./queue-keys";

/** An event tracked before the tracker had loaded, with the page's context of that moment. */
export interface EarlyEvent {
  input: TrackInput;
  /** Its id from the start, so a second adoption (two tabs reading a dead page's events) overwrites, never doubles. */
  eventId: string;
  at: number;
  href: string;
  referrer: string;
  /** A token existed when it was tracked (the authenticated endpoint, CL-VAL-3). */
  user: boolean;
}

/** Writes this page's early events under its own key (replacing what it wrote before); false when storage refused. */
export function persistEarlyEvents(storage: Storage, pageKey: string, events: readonly EarlyEvent[]): boolean {
  try {
    if (events.length === 0) storage.removeItem(EARLY_KEY_PREFIX + pageKey);
    else storage.setItem(EARLY_KEY_PREFIX + pageKey, JSON.stringify(events));
    return true;
  } catch {
    return false;
  }
}
