/** One local-storage item per queued event (`event-store.ts`). */
export const EVENT_KEY_PREFIX = "SXZ_STORAGE_tracking_event_";
/** Events a page tracked before its tracker had loaded, written when the page was hidden (`early-events.ts`). */
export const EARLY_KEY_PREFIX = "SXZ_STORAGE_tracking_early_";

/** Whether local storage holds anything for the tracker to send: queued events, or early ones of a page that died. */
export function hasQueuedEvents(storage: Storage): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(EVENT_KEY_PREFIX) || key?.startsWith(EARLY_KEY_PREFIX)) return true;
    }
  } catch {
    // Unreadable storage: nothing was kept there either.
  }
  return false;
}

/** How many events are queued (every tab's), without loading the tracker. */
export function countQueuedEvents(storage: Storage): number {
  let count = 0;
  try {
    for (let i = 0; i < storage.length; i += 1) if (storage.key(i)?.startsWith(EVENT_KEY_PREFIX)) count += 1;
  } catch {
    // Unreadable storage.
  }
  return count;
}
