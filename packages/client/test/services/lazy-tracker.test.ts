import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPageState, createPlatformClient } from "../../src/platform-client";
import type { PlatformClient } from "../../src/platform-client";
import { EventStore } from "../../src/tracking/event-store";
import type { StoredEvent } from "../../src/tracking/event-store";
import { pageOnServer } from "../services-support/page-on-server";
import { login, storedEvents } from "../services-support/tracking-server";

let server: Awaited<ReturnType<typeof pageOnServer>>;
let admin: string;

beforeAll(async () => {
  server = await pageOnServer();
  admin = (await login(server.url, "admin")).accessToken;
});
afterAll(async () => {
  server.restore();
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

const client = (): PlatformClient => createPlatformClient({ tenantId: "demo", bootstrap: false, pageState: createPageState(), navigate: () => {}, tracking: { skipHost: () => false } });
const pages = (count: number) => Array.from({ length: count }, (_, index) => `${location.origin}/step/${index}`);
/** The persistent queue as the sender will read it (oldest first). */
const queued = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(EventStore.PREFIX))
    .map((key) => JSON.parse(localStorage.getItem(key)!) as StoredEvent)
    .sort((a, b) => a.queuedAt - b.queuedAt)
    .map((stored) => stored.event.page);
/** What the server stored of one code, in arrival order (the listing is newest first). */
const arrived = async (eventCode: string) => (await storedEvents(server.url, admin, eventCode)).map((item) => item.page).reverse();

describe("the platform client's tracker: events are queued when tracked, the sender loads with the first one", () => {
  it("[CL-API-3] events tracked before the sender has loaded are in the persistent queue at once and arrive in the order they were tracked", async () => {
    localStorage.clear();
    const platform = client();
    try {
      const eventCode = `lazy.order.${Date.now()}`;
      for (const page of pages(12)) expect(platform.tracker.track({ eventCode, eventType: "click", page })).toBe(true);
      // Same tick: the sender cannot have loaded yet, and nothing is only in memory.
      expect(platform.tracker.pending()).toBe(12);
      expect(queued()).toEqual(pages(12));
      await platform.tracker.flush();
      expect(await arrived(eventCode)).toEqual(pages(12));
      expect(platform.tracker.pending()).toBe(0);
    } finally {
      platform.dispose();
    }
  });

  it("a page hidden before the sender has loaded keeps every event, and sends them with keepalive requests as soon as the sender arrives", async () => {
    localStorage.clear();
    const sent: { url: string; keepalive?: boolean }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(window, "fetch").mockImplementation(((input: string, init: RequestInit) => {
      sent.push({ url: String(input), keepalive: init.keepalive });
      return realFetch(input, init);
    }) as typeof fetch);
    const platform = client();
    try {
      const eventCode = `lazy.exit.${Date.now()}`;
      for (const page of pages(3)) platform.tracker.track({ eventCode, eventType: "click", page });
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("pagehide"));
      // Nothing could be sent yet; nothing is lost: the events are in the persistent queue, in order.
      expect(sent).toEqual([]);
      expect(queued()).toEqual(pages(3));
      await vi.waitFor(() => expect(sent).toHaveLength(3));
      for (const each of sent) {
        expect(each.keepalive).toBe(true);
        expect(new URL(each.url).pathname).toBe("/api/message/v1/open/event");
      }
      await vi.waitFor(async () => expect(await arrived(eventCode)).toEqual(pages(3)), { timeout: 10_000 });
    } finally {
      platform.dispose();
    }
  });

  it("events of a page that ended before its sender loaded are sent by the next page's client", async () => {
    localStorage.clear();
    const eventCode = `lazy.next.${Date.now()}`;
    const first = client();
    for (const page of pages(4)) first.tracker.track({ eventCode, eventType: "click", page });
    first.dispose();
    expect(queued()).toEqual(pages(4));

    // The next page tracks nothing itself: its client loads the sender because the queue is not empty.
    const next = client();
    try {
      await vi.waitFor(async () => expect(await arrived(eventCode)).toEqual(pages(4)), { timeout: 10_000 });
      await vi.waitFor(() => expect(next.tracker.pending()).toBe(0));
    } finally {
      next.dispose();
    }
  });
});
