import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countRequests, pageOnServer } from "../../test/services-support/page-on-server";
import { login, storedEvents } from "../../test/services-support/tracking-server";
import { createTracker } from "./tracker";
import type { Tracker, TrackerDependencies } from "./tracker";
import { EventStore } from "./event-store";
import { TransportError } from "../http/transport";
import type { Transport } from "../http/transport";
import { testHttp } from "../../test/support/test-http";
import type { TestHttp } from "../../test/support/test-http";

let server: Awaited<ReturnType<typeof pageOnServer>>;
let admin: string;
let learner: { accessToken: string; userId: string };
const trackers: Tracker[] = [];
let http: TestHttp;
let requests: Map<string, number>;
let token: string | undefined;
let code = 0;
/** A fresh event code per test, so the server's listing answers for this test only. */
const nextCode = () => `test.event.${Date.now()}.${(code += 1)}`;

const platformHttp = (wrap?: (send: Transport) => Transport) =>
  testHttp({ headers: { tenant_id: "demo" }, token: () => token, ...(wrap ? { wrap } : {}) });

function tracker(overrides: Partial<TrackerDependencies> = {}): Tracker {
  const created = createTracker({
    http,
    environment: { kind: "web", mobileWeb: false },
    tokens: { read: () => ({ accessToken: token }) },
    tenantId: () => "demo",
    headers: () => ({ tenant_id: "demo" }),
    skipHost: () => false,
    flushIntervalMs: 60_000,
    ...overrides,
  });
  trackers.push(created);
  return created;
}

beforeAll(async () => {
  server = await pageOnServer();
  admin = (await login(server.url, "admin")).accessToken;
  learner = await login(server.url, "learner");
});
afterAll(async () => {
  server.restore();
  await server.close();
});
beforeEach(() => {
  localStorage.clear();
  token = undefined;
  http = platformHttp();
  requests = countRequests(http);
});
afterEach(() => {
  while (trackers.length) trackers.pop()!.destroy();
  vi.restoreAllMocks();
});

describe("tracking against the reference server", () => {
  it("[CL-VAL-1] drops anything that is not an object with eventType and eventCode, and answers false", async () => {
    const t = tracker();
    for (const bad of [
      null,
      undefined,
      "click",
      42,
      [],
      {},
      { eventCode: "x" },
      { eventType: "view" },
      { eventCode: "", eventType: "view" },
      { eventCode: "x", eventType: 3 },
    ]) {
      expect(t.track(bad)).toBe(false);
    }
    expect(t.pending()).toBe(0);
    await t.flush();
    expect(requests.size).toBe(0);
    expect(t.track({ eventCode: nextCode(), eventType: "click" })).toBe(true);
  });

  it("[CL-VAL-3] [CL-API-3] without an access token the open endpoint receives {msgType: 'tracking_open', msgContent}", async () => {
    const eventCode = nextCode();
    const t = tracker();
    expect(t.track({ eventCode, eventType: "click" })).toBe(true);
    await t.flush();
    expect(requests.get("/api/message/v1/open/event")).toBe(1);
    expect(requests.get("/api/message/v1/event")).toBeUndefined();
    const [stored] = await storedEvents(server.url, admin, eventCode);
    expect(stored).toMatchObject({ msgType: "tracking_open", userId: null, eventCode, eventType: "click" });
  });

  it("[CL-VAL-3] [CL-API-3] with an access token the authenticated endpoint receives {msgType: 'tracking', msgContent}", async () => {
    token = learner.accessToken;
    const eventCode = nextCode();
    const t = tracker();
    t.track({ eventCode, eventType: "click" });
    await t.flush();
    expect(requests.get("/api/message/v1/event")).toBe(1);
    expect(requests.get("/api/message/v1/open/event")).toBeUndefined();
    const [stored] = await storedEvents(server.url, admin, eventCode);
    expect(stored).toMatchObject({ msgType: "tracking", userId: learner.userId, eventCode });
  });

  it("[CL-ENT-6] an event carries code, type (default view), UTC seconds time, page, referer, browser/version, os/version, language, source type", async () => {
    const eventCode = nextCode();
    const t = tracker({ now: () => Date.UTC(2026, 10, 21, 6, 7, 8, 999) });
    expect(t.view(eventCode)).toBe(true);
    await t.flush();
    const [stored] = await storedEvents(server.url, admin, eventCode);
    expect(stored).toMatchObject({
      eventCode,
      eventType: "view",
      eventTime: "2026-11-21T06:07:08Z",
      page: location.href,
      referer: document.referrer,
      osLanguage: navigator.language,
      source_type: 1,
    });
    expect(stored!.clientVersion).toMatch(/^[\w]+\/[\d.]*$|^unknown$/);
    expect(stored!.os).toMatch(/^\w+(\/[\d.]+)?$|^unknown$/);
    expect(stored!.eventId).toMatch(/^[0-9a-f-]{36}$/);

    // The first tracker holds the flushing lease until it goes (one flushing tab at a time).
    t.destroy();
    const mobile = nextCode();
    const phone = tracker({ environment: { kind: "web", mobileWeb: true } });
    phone.track({ eventCode: mobile, eventType: "click" });
    await phone.flush();
    expect((await storedEvents(server.url, admin, mobile))[0]).toMatchObject({ source_type: 6 });
  });

  it("[CL-VAL-2] pages on local or internal test hosts report nothing", async () => {
    const t = tracker({ skipHost: undefined });
    expect(location.hostname).toBe("127.0.0.1");
    expect(t.track({ eventCode: nextCode(), eventType: "click" })).toBe(false);
    expect(t.pending()).toBe(0);
  });

  it("a resend after a lost answer is stored once: every event has its own eventId", async () => {
    const eventCode = nextCode();
    let drops = 1;
    // The request reaches the server but its answer is lost on the way back (a network drop).
    const dropping =
      (real: Transport): Transport =>
      async (call) => {
        const response = await real(call);
        if (drops-- > 0) throw new TransportError("ERR_NETWORK", "Network Error", call);
        return response;
      };
    http = platformHttp(dropping);
    const now = { value: Date.now() };
    const t = tracker({ now: () => now.value });
    t.track({ eventCode, eventType: "click" });
    t.track({ eventCode, eventType: "click" });
    await t.flush();
    expect(t.pending()).toBe(2);
    now.value += 10 * 60_000;
    await t.flush();
    expect(t.pending()).toBe(0);
    const stored = await storedEvents(server.url, admin, eventCode);
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((item) => item.eventId)).size).toBe(2);
  });

  it("[CL-ERR-6] with the server unreachable nothing reaches the page and the events stay queued", async () => {
    http = testHttp({ baseURL: "http://127.0.0.1:9" });
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on("unhandledRejection", onRejection);
    const t = tracker();
    expect(t.track({ eventCode: nextCode(), eventType: "click" })).toBe(true);
    await expect(t.flush()).resolves.toBeUndefined();
    const exitSends: Promise<Response>[] = [];
    const send = window.fetch;
    const spy = vi.spyOn(window, "fetch").mockImplementation((...args) => {
      const request = send(...args);
      exitSends.push(request);
      return request;
    });
    window.dispatchEvent(new Event("pagehide"));
    spy.mockRestore();
    expect(exitSends).toHaveLength(1);
    // The page-exit send has failed, and one turn of the event loop later Node has reported any rejection left unhandled.
    await Promise.allSettled(exitSends);
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", onRejection);
    expect(failures).toEqual([]);
    expect(t.pending()).toBe(1);
  });

  it("queued events survive a reload and each arrives exactly once when the server is back", async () => {
    const eventCode = nextCode();
    http = testHttp({ baseURL: "http://127.0.0.1:9" });
    const before = tracker();
    for (let i = 0; i < 5; i += 1) before.track({ eventCode, eventType: "click" });
    await before.flush();
    before.destroy();
    expect(new EventStore(localStorage).size).toBe(5);

    http = platformHttp();
    const after = tracker();
    await after.flush();
    await after.flush();
    expect(after.pending()).toBe(0);
    expect(await storedEvents(server.url, admin, eventCode)).toHaveLength(5);
  });

  it("only one tab flushes at a time: two tabs sharing the queue send each event once", async () => {
    const eventCode = nextCode();
    const tabA = tracker();
    const httpB = platformHttp();
    const requestsB = countRequests(httpB);
    const tabB = tracker({ http: httpB });
    for (let i = 0; i < 3; i += 1) tabA.track({ eventCode, eventType: "a" });
    for (let i = 0; i < 3; i += 1) tabB.track({ eventCode, eventType: "b" });
    await Promise.all([tabA.flush(), tabB.flush()]);
    await Promise.all([tabA.flush(), tabB.flush()]);
    const sentByA = requests.get("/api/message/v1/open/event") ?? 0;
    const sentByB = requestsB.get("/api/message/v1/open/event") ?? 0;
    expect(sentByA + sentByB).toBe(6);
    expect(Math.min(sentByA, sentByB)).toBe(0);
    expect(await storedEvents(server.url, admin, eventCode)).toHaveLength(6);
  });

  it("batch mode sends up to 100 events per call to the batch endpoints", async () => {
    const eventCode = nextCode();
    const t = tracker({ batch: true });
    for (let i = 0; i < 250; i += 1) t.track({ eventCode, eventType: "click" });
    token = learner.accessToken;
    const user = nextCode();
    t.track({ eventCode: user, eventType: "click" });
    await t.flush();
    expect(requests.get("/api/message/v1/open/event/batch")).toBe(3);
    expect(requests.get("/api/message/v1/event/batch")).toBe(1);
    expect(requests.get("/api/message/v1/open/event")).toBeUndefined();
    const listing = await testHttp().get(`${server.url}/api/message/v1/events`, {
      params: { limit: 1, eventCode },
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(listing.data.data.total).toBe(250);
    expect((await storedEvents(server.url, admin, user))[0]).toMatchObject({
      msgType: "tracking",
      userId: learner.userId,
    });
  });

  it("on page hide the queue leaves with keepalive requests of at most 60 KB, and they arrive", async () => {
    const eventCode = nextCode();
    const bodies: { url: string; keepalive?: boolean; bytes: number }[] = [];
    const realFetch = globalThis.fetch;
    const recording = ((input: string, init: RequestInit) => {
      bodies.push({
        url: String(input),
        keepalive: init.keepalive,
        bytes: new TextEncoder().encode(String(init.body)).length,
      });
      return realFetch(input, init);
    }) as typeof fetch;
    vi.spyOn(window, "fetch").mockImplementation(recording);
    const t = tracker({ batch: true });
    const longPage = `${location.origin}/course?${"x".repeat(1500)}`;
    for (let i = 0; i < 120; i += 1) t.track({ eventCode, eventType: "click", page: longPage });
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      expect(body.keepalive).toBe(true);
      expect(body.bytes).toBeLessThanOrEqual(60 * 1024);
      expect(body.url).toContain("/api/message/v1/open/event/batch");
    }
    await vi.waitFor(async () => expect((await storedEvents(server.url, admin, eventCode)).length).toBe(120), {
      timeout: 10_000,
    });
    // The page lived on (hidden, not closed): the answers arrived and the queue is empty.
    await vi.waitFor(() => expect(t.pending()).toBe(0));
    expect(requests.size).toBe(0);
  });

  it("on page hide without batch mode each event is its own keepalive call, the spec's wire format", async () => {
    const eventCode = nextCode();
    const urls: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(window, "fetch").mockImplementation(((input: string, init: RequestInit) => {
      urls.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch);
    const t = tracker();
    for (let i = 0; i < 3; i += 1) t.track({ eventCode, eventType: "click" });
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(new URL(url).pathname).toBe("/api/message/v1/open/event");
    await vi.waitFor(async () => expect(await storedEvents(server.url, admin, eventCode)).toHaveLength(3));
  });

  it("inside native apps page hide sends through http (the bridge) instead of keepalive requests", async () => {
    const fetchSpy = vi.spyOn(window, "fetch");
    const t = tracker({ environment: { kind: "native", mobileWeb: false } });
    const eventCode = nextCode();
    t.track({ eventCode, eventType: "click" });
    window.dispatchEvent(new Event("pagehide"));
    await vi.waitFor(() => expect(requests.get("/api/message/v1/open/event")).toBe(1));
    // `http` itself sends over fetch here (its transport, the bridge's inside a real app); no keepalive request.
    const keepalive = fetchSpy.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.keepalive);
    expect(keepalive).toEqual([]);
  });
});

describe("tracking answers the server cannot give on demand", () => {
  const answering = (statuses: number[], headers: Record<string, string> = {}) => {
    const seen: number[] = [];
    // In place of the network: the server cannot be made to answer 503 or 429 on demand.
    const answer: Transport = async (call) => {
      const status = statuses.shift() ?? 200;
      seen.push(status);
      return {
        data: { code: status === 200 ? 200 : status, data: null, message: "" },
        status,
        statusText: "",
        headers,
        config: call,
      };
    };
    return { wrap: () => answer, seen };
  };

  it("backs off after 503 and 429, honouring Retry-After, then sends", async () => {
    const { wrap, seen } = answering([503, 429], { "retry-after": "120" });
    http = testHttp({ wrap });
    const now = { value: 1_000_000 };
    const t = tracker({ now: () => now.value, backoff: { baseMs: 1000, maxMs: 600_000 } });
    t.track({ eventCode: "x", eventType: "click" });
    await t.flush();
    expect(seen).toEqual([503]);
    await t.flush();
    expect(seen).toEqual([503]);
    now.value += 120_000;
    await t.flush();
    expect(seen).toEqual([503, 429]);
    now.value += 119_000;
    await t.flush();
    expect(seen).toEqual([503, 429]);
    now.value += 1_000;
    await t.flush();
    expect(seen).toEqual([503, 429, 200]);
    expect(t.pending()).toBe(0);
  });

  it("drops an event the server refuses as malformed (400) instead of blocking the queue", async () => {
    const { wrap, seen } = answering([400, 200]);
    http = testHttp({ wrap });
    const t = tracker();
    t.track({ eventCode: "bad", eventType: "click" });
    t.track({ eventCode: "good", eventType: "click" });
    await t.flush();
    expect(seen).toEqual([400, 200]);
    expect(t.pending()).toBe(0);
  });
});
