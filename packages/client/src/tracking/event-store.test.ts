import { describe, expect, it } from "vitest";
import { EventStore } from "./event-store";
import type { StoredEvent } from "./event-store";

function memoryStorage(limitChars = Infinity): Storage {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      const before = map.get(key);
      map.set(key, value);
      if (used() > limitChars) {
        if (before === undefined) map.delete(key);
        else map.set(key, before);
        throw new DOMException("quota", "QuotaExceededError");
      }
    },
  };
}

const event = (n: number, extra = ""): StoredEvent => ({
  event: { eventId: `id-${String(n).padStart(4, "0")}`, eventCode: `code-${n}${extra}`, eventType: "view" },
  audience: "open",
  queuedAt: 1000 + n,
  attempts: 0,
});

describe("persistent event queue", () => {
  it("is capped by count: the oldest events are dropped first", () => {
    const store = new EventStore(memoryStorage(), { maxEvents: 5, maxBytes: 1e9 });
    for (let i = 0; i < 8; i += 1) store.add(event(i));
    expect(store.list().map((e) => e.event.eventCode)).toEqual(["code-3", "code-4", "code-5", "code-6", "code-7"]);
  });

  it("is capped by bytes: the oldest events are dropped first", () => {
    const store = new EventStore(memoryStorage(), { maxEvents: 1000, maxBytes: 2000 });
    for (let i = 0; i < 20; i += 1) store.add(event(i, "x".repeat(300)));
    const kept = store.list();
    expect(kept.reduce((sum, e) => sum + e.bytes, 0)).toBeLessThanOrEqual(2000);
    expect(kept.at(-1)!.event.eventCode.startsWith("code-19")).toBe(true);
    expect(kept.length).toBeLessThan(20);
  });

  it("a full storage is caught: older events make room, and with none left the event is kept in memory", () => {
    const storage = memoryStorage(1200);
    const store = new EventStore(storage, { maxEvents: 1000, maxBytes: 1e9 });
    for (let i = 0; i < 10; i += 1) expect(() => store.add(event(i, "y".repeat(100)))).not.toThrow();
    const codes = store.list().map((e) => e.event.eventCode.slice(0, 6));
    expect(codes.at(-1)).toBe("code-9");
    expect(codes.length).toBeLessThan(10);
    // Storage refusing everything (other data filled it): memory keeps the event.
    const full = new EventStore(memoryStorage(0));
    full.add(event(1));
    expect(full.size).toBe(1);
    full.remove(["id-0001"]);
    expect(full.size).toBe(0);
  });

  it("keeps each event in its own item so concurrent tabs never overwrite each other", () => {
    const shared = memoryStorage();
    const tabA = new EventStore(shared);
    const tabB = new EventStore(shared);
    tabA.add(event(1));
    tabB.add(event(2));
    tabA.add(event(3));
    expect(tabB.list().map((e) => e.event.eventId)).toEqual(["id-0001", "id-0002", "id-0003"]);
    expect(
      Object.keys(Object.fromEntries(Array.from({ length: shared.length }, (_, i) => [shared.key(i), 1]))),
    ).toEqual(expect.arrayContaining(["SXZ_STORAGE_tracking_event_id-0001"]));
  });
});
