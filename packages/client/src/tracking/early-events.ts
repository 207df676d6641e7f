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
        if (Array.isArray(list)) taken.push(...(list as EarlyEvent[]).filter((event) => event && typeof event.eventId === "string" && typeof event.at === "number"));
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
