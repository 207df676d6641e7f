import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPageState, createPlatformClient } from "../../src/platform-client";
import type { PlatformClient } from "../../src/platform-client";
import type { EarlyEvent } from "../../src/tracking/early-events";
import { EARLY_KEY_PREFIX } from "../../src/tracking/queue-keys";
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

const client = (): PlatformClient =>
  createPlatformClient({
    tenantId: "demo",
    bootstrap: false,
    pageState: createPageState(),
    navigate: () => {},
    tracking: { skipHost: () => false },
  });
const pages = (count: number) => Array.from({ length: count }, (_, index) => `${location.origin}/step/${index}`);
/** What a page that was hidden or ended before its tracker loaded left in local storage, in order. */
const persisted = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(EARLY_KEY_PREFIX))
    .flatMap((key) => JSON.parse(localStorage.getItem(key)!) as EarlyEvent[])
    .map((event) => event.input.page);
/** What the server stored of one code, in arrival order (the listing is newest first). */
const arrived = async (eventCode: string) =>
  (await storedEvents(server.url, admin, eventCode)).map((item) => item.page).reverse();

describe("the platform client's tracker: track() answers at once, the tracker loads with the first event", () => {
  it("[CL-API-3] events tracked before the tracker has loaded arrive in the order they were tracked", async () => {
    localStorage.clear();
    const platform = client();
    try {
      const eventCode = `lazy.order.${Date.now()}`;
      for (const page of pages(12)) expect(platform.tracker.track({ eventCode, eventType: "click", page })).toBe(true);
      // Same tick: the tracker cannot have loaded yet; the events are counted as pending.
      expect(platform.tracker.pending()).toBe(12);
      await platform.tracker.flush();
      expect(await arrived(eventCode)).toEqual(pages(12));
      expect(platform.tracker.pending()).toBe(0);
    } finally {
      platform.dispose();
    }
  });

  it("a page hidden before the tracker has loaded writes its events to local storage at once, and sends them with keepalive requests as soon as the tracker arrives", async () => {
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
      // Nothing could be sent yet; nothing is lost: the events are in local storage, in order.
      expect(sent).toEqual([]);
      expect(persisted()).toEqual(pages(3));
      await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 10_000 });
      for (const each of sent) {
        expect(each.keepalive).toBe(true);
        expect(new URL(each.url).pathname).toBe("/api/message/v1/open/event");
      }
      await vi.waitFor(async () => expect(await arrived(eventCode)).toEqual(pages(3)), { timeout: 10_000 });
      // Taken into the tracker's queue: nothing is left for a later page to send again.
      expect(persisted()).toEqual([]);
    } finally {
      platform.dispose();
    }
  });

  it("events of a page that ended before its tracker loaded are sent by the next page's client, in order", async () => {
    localStorage.clear();
    const eventCode = `lazy.next.${Date.now()}`;
    const first = client();
    for (const page of pages(4)) first.tracker.track({ eventCode, eventType: "click", page });
    first.dispose();
    expect(persisted()).toEqual(pages(4));

    // The next page tracks nothing itself: its client loads the tracker because storage holds events.
    const next = client();
    try {
      await vi.waitFor(async () => expect(await arrived(eventCode)).toEqual(pages(4)), { timeout: 10_000 });
      await vi.waitFor(() => expect(next.tracker.pending()).toBe(0), { timeout: 10_000 });
      expect(persisted()).toEqual([]);
    } finally {
      next.dispose();
    }
  });
});
