import type { QueuedEvent } from "./event";
import { EVENT_KEY_PREFIX } from "./queue-keys";

/** Where an event goes: the authenticated endpoint (a token existed when it happened) or the open one. */
export type Audience = "user" | "open";

export interface StoredEvent {
  event: QueuedEvent;
  audience: Audience;
  /** When it was queued (ms), for oldest-first order. */
  queuedAt: number;
  /** Failed sends so far. */
  attempts: number;
  /** A page-exit send is under way until then; others wait so they do not send it a second time at once. */
  inFlightUntil?: number;
}

export interface QueueCaps {
  /** At most this many events are kept; the oldest are dropped first. */
  maxEvents: number;
  /** At most this many bytes (UTF-16 length of the stored JSON, as the browser counts its quota). */
  maxBytes: number;
}

export const DEFAULT_QUEUE_CAPS: QueueCaps = { maxEvents: 500, maxBytes: 256 * 1024 };

/**
 * The persistent queue: one localStorage item per event under `SXZ_STORAGE_tracking_event_<id>`. Single
 * items make every change atomic, so tabs that queue at the same time never overwrite each other's events
 * (a shared array would lose one tab's write), and a page that dies mid-flush loses nothing.
 */
export class EventStore {
  static readonly PREFIX = EVENT_KEY_PREFIX;
  /** Events kept in memory when storage refuses every write (private modes, quota full of other data). */
  private readonly memory = new Map<string, StoredEvent>();

  constructor(
    private readonly storage: Storage,
    private readonly caps: QueueCaps = DEFAULT_QUEUE_CAPS,
  ) {}

  private keyOf(id: string) {
    return `${EventStore.PREFIX}${id}`;
  }

  private keys(): string[] {
    const keys: string[] = [];
    try {
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (key?.startsWith(EventStore.PREFIX)) keys.push(key);
      }
    } catch {
      // Unreadable storage: only the memory copy remains.
    }
    return keys;
  }

  /** Every queued event, oldest first, with its stored size. */
  list(): (StoredEvent & { bytes: number })[] {
    const all: (StoredEvent & { bytes: number })[] = [];
    for (const key of this.keys()) {
      let raw: string | null = null;
      try {
        raw = this.storage.getItem(key);
      } catch {
        raw = null;
      }
      if (!raw) continue;
      try {
        const stored = JSON.parse(raw) as StoredEvent;
        if (stored?.event?.eventId) all.push({ ...stored, bytes: key.length + raw.length });
        else this.storage.removeItem(key);
      } catch {
        this.storage.removeItem(key);
      }
    }
    for (const stored of this.memory.values()) all.push({ ...stored, bytes: JSON.stringify(stored).length });
    return all.sort((a, b) => a.queuedAt - b.queuedAt || a.event.eventId.localeCompare(b.event.eventId));
  }

  get size(): number {
    return this.keys().length + this.memory.size;
  }

  /**
   * Queues an event, dropping the oldest ones when a cap would be passed or storage is full; returns the ids
   * of events dropped to make room.
   */
  add(stored: StoredEvent): string[] {
    const text = JSON.stringify(stored);
    const key = this.keyOf(stored.event.eventId);
    const bytes = key.length + text.length;
    const dropped: string[] = [];
    const queue = this.list();
    let count = queue.length;
    let total = queue.reduce((sum, item) => sum + item.bytes, 0);
    while (queue.length > 0 && (count + 1 > this.caps.maxEvents || total + bytes > this.caps.maxBytes)) {
      const oldest = queue.shift()!;
      this.remove([oldest.event.eventId]);
      dropped.push(oldest.event.eventId);
      count -= 1;
      total -= oldest.bytes;
    }
    for (;;) {
      try {
        this.storage.setItem(key, text);
        return dropped;
      } catch {
        // Storage full: give up the oldest queued event and try again; with none left, keep it in memory.
        const oldest = queue.shift();
        if (!oldest) {
          this.memory.set(stored.event.eventId, stored);
          return dropped;
        }
        this.remove([oldest.event.eventId]);
        dropped.push(oldest.event.eventId);
      }
    }
  }

  /** Rewrites queued events (attempt counts, in-flight marks); an event already sent by another tab stays gone. */
  update(events: StoredEvent[]): void {
    for (const stored of events) {
      const id = stored.event.eventId;
      if (this.memory.has(id)) {
        this.memory.set(id, stored);
        continue;
      }
      try {
        if (this.storage.getItem(this.keyOf(id)) === null) continue;
        this.storage.setItem(this.keyOf(id), JSON.stringify(stored));
      } catch {
        // The old copy stays; at worst the event is sent once more and deduplicated by the server.
      }
    }
  }

  remove(ids: string[]): void {
    for (const id of ids) {
      this.memory.delete(id);
      try {
        this.storage.removeItem(this.keyOf(id));
      } catch {
        // Nothing to do when storage cannot be written.
      }
    }
  }
}
