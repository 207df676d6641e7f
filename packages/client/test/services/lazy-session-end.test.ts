import Cookies from "js-cookie";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthEventBus } from "../../src/auth/auth-events";
import type { AuthEvent } from "../../src/auth/auth-events";
import { deferSessionEnd } from "../../src/auth/deferred-session-end";
import { clientTokenStore, TOKEN_COOKIES } from "../../src/auth/token-store";
import { createPlatformStorage } from "../../src/storage/platform-storage";
import { createPageState } from "../../src/storage/page-state";
import type { PlatformFetchCore } from "../../src/fetch";
import { startReferenceServer } from "../support/reference-server";
import type { TestServer } from "../support/reference-server";
import { resetPage, testClient } from "../support/page";

/**
 * The lean core's first request loads no session end: the auth event bus, the session end with forgetting the user
 * come with the recovery chunk (or another tab's logout), the membership check with a signed-in user's first
 * success. The modules are the real ones; the mocks below only count when each is first imported.
 */
const imported = { recovery: 0, membership: 0 };

let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());

const ME = { url: "/api/accounts/users/me" } as const;
const cores: PlatformFetchCore[] = [];
const navigations: string[] = [];
let fetched: string[] = [];
let restoreFetch: () => void = () => undefined;

beforeEach(() => {
  resetPage("/?tenantId=acme");
  navigations.length = 0;
  fetched = [];
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    fetched.push(String(input));
    return original(input, init);
  }) as typeof fetch;
  restoreFetch = () => void (globalThis.fetch = original);
});
afterEach(() => {
  restoreFetch();
  for (const core of cores.splice(0)) core.dispose();
});

/**
 * A fresh copy of the lean core's modules: nothing it loads on use has been imported yet. With `recoveryArrives`,
 * the recovery chunk is on its way until that promise settles (a slow network).
 */
async function freshLeanCore(recoveryArrives?: Promise<void>): Promise<PlatformFetchCore> {
  vi.resetModules();
  imported.recovery = 0;
  imported.membership = 0;
  vi.doMock("../../src/fetch/recovery", async (original) => {
    imported.recovery += 1;
    await recoveryArrives;
    return original();
  });
  vi.doMock("../../src/session/membership", async (original) => {
    imported.membership += 1;
    return original();
  });
  const { createPlatformFetch } = await import("../../src/fetch");
  const core = createPlatformFetch({
    baseURL: server.url,
    pageState: createPageState(),
    navigate: (url) => navigations.push(url),
  });
  cores.push(core);
  return core;
}

async function signIn(): Promise<void> {
  const client = testClient({ baseURL: server.url });
  await client.auth.login("learner", "learner");
  client.dispose();
}

/**
 * A bus of this tab opened after the code's own channels: another tab's event reaches it after them, so once it has
 * heard an event, the code under test has had it too.
 */
function openWitness(): { heard: string[]; close(): void } {
  const bus = createAuthEventBus(createPlatformStorage().shared);
  const heard: string[] = [];
  bus.subscribe((event) => heard.push(event.type));
  return { heard, close: () => bus.close() };
}

/** Another tab of the same person logs out: its cookies (ours too) are cleared and its event published. */
function otherTabLogsOut(): void {
  for (const name of Object.values(TOKEN_COOKIES)) Cookies.remove(name, { path: "/" });
  const otherTab = createAuthEventBus(createPlatformStorage().shared);
  otherTab.publish({ type: "logout", reason: "user" });
  otherTab.close();
}

describe("the lean core's first request", () => {
  it("[CL-API-1] a visitor's good answer loads neither the recovery chunk (session end, auth event bus, forgetting the user) nor the membership check", async () => {
    const core = await freshLeanCore();
    const answer = await core({ url: "/api/health" });
    expect(answer.status).toBe(200);
    // The membership check would be imported after the answer is handed over: every import started by now has ended.
    await vi.dynamicImportSettled();
    expect(imported).toEqual({ recovery: 0, membership: 0 });
  });

  it("[CL-ST-10] a signed-in user's good answer loads the membership check alone, which runs once for the user and school", async () => {
    await signIn();
    const core = await freshLeanCore();
    expect((await core(ME)).status).toBe(200);
    await expect
      .poll(() => sessionStorage.getItem("visitor_to_member"))
      .toBe(JSON.stringify({ "user-learner:acme": true }));
    await core(ME);
    expect(fetched.filter((url) => url.includes("/get-member-is-valid/")).length).toBe(1);
    expect(imported).toEqual({ recovery: 0, membership: 1 });
  });
});

describe("the session end loaded on use", () => {
  it("[CL-ST-7] [CL-ST-5] another tab's logout heard before the session end loaded ends this tab's session: it forgets the user, refuses the next request without sending it, and leads to login", async () => {
    await signIn();
    let arrive: () => void = () => undefined;
    const core = await freshLeanCore(new Promise<void>((resolve) => (arrive = resolve)));
    expect((await core(ME)).status).toBe(200);
    await expect.poll(() => imported.membership).toBe(1);
    expect(imported.recovery).toBe(0);
    sessionStorage.setItem("sxz-user-info", JSON.stringify({ name: "learner" }));

    otherTabLogsOut();
    // The event has arrived and the chunk is on its way: a request made now waits for the event's handling.
    await vi.waitFor(() => expect(imported.recovery).toBe(1), { timeout: 10_000 });
    fetched = [];
    const next = core(ME).catch((reason: unknown) => reason);
    // The chunk is held back: until it arrives, nothing has forgotten the user (and the request is not sent, below).
    expect(sessionStorage.getItem("sxz-user-info")).not.toBeNull();
    arrive();
    // The fresh copy's PlatformError: its class is not the one this file imported.
    expect(await next).toMatchObject({ name: "PlatformError", kind: "session-expired" });
    expect(fetched.filter((url) => url.includes(ME.url))).toEqual([]);
    expect(sessionStorage.getItem("sxz-user-info")).toBeNull();
    await expect.poll(() => navigations.length).toBe(1);
    expect(navigations[0]).toMatch(/^\/login\/index\?redirect=/);
  });

  it("[CL-ST-7] a visitor's tab hears another tab's logout and keeps sending its anonymous calls", async () => {
    const core = await freshLeanCore();
    expect((await core({ url: "/api/health" })).status).toBe(200);
    otherTabLogsOut();
    await vi.waitFor(() => expect(imported.recovery).toBe(1), { timeout: 10_000 });
    expect((await core({ url: "/api/health" })).status).toBe(200);
    expect(navigations).toEqual([]);
  });

  it("a refresh in another tab loads nothing while nobody listens for it", async () => {
    await signIn();
    const core = await freshLeanCore();
    await core(ME);
    const witness = openWitness();
    const otherTab = createAuthEventBus(createPlatformStorage().shared);
    otherTab.publish({ type: "refreshed" });
    otherTab.close();
    await vi.waitFor(() => expect(witness.heard).toEqual(["refreshed"]));
    witness.close();
    await vi.dynamicImportSettled();
    expect(imported.recovery).toBe(0);
  });
});

describe("deferSessionEnd: the subscription answers at once, the session end loads later", () => {
  /** A session end whose module arrives when `arrive()` is called. */
  function deferred() {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const storage = createPlatformStorage();
    const tokens = clientTokenStore(storage, {});
    let imports = 0;
    const session = deferSessionEnd({
      tokens,
      store: storage.shared,
      importChunk: async () => {
        imports += 1;
        await arrived;
        return (await import("../../src/auth/start-session-end")).startSessionEnd({
          tokens,
          storage,
          redirectToLogin: async () => true,
          dialog: () => undefined,
        });
      },
    });
    return { session, arrive, imports: () => imports };
  }

  it("[CL-ST-7] a listener subscribed before the session end loaded hears every event that arrived while it loaded, in order, once each", async () => {
    await signIn();
    const { session, arrive, imports } = deferred();
    const heard: AuthEvent[] = [];
    session.subscribe((event) => heard.push(event));
    for (const name of Object.values(TOKEN_COOKIES)) Cookies.remove(name, { path: "/" });
    const otherTab = createAuthEventBus(createPlatformStorage().shared);
    otherTab.publish({ type: "refreshed" });
    otherTab.publish({ type: "logout", reason: "user" });
    otherTab.close();
    await vi.waitFor(() => expect(imports()).toBe(1));
    // The module is held back: nothing is told before it arrives.
    expect(heard).toEqual([]);
    expect(session.refusesRequests()).toBe(false);

    arrive();
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(["refreshed", "logout"]));
    // Once loaded: the ended session refuses requests; an unsubscribed listener hears nothing more.
    expect(session.refusesRequests()).toBe(true);
    expect(imports()).toBe(1);
    session.close();
  });

  it("an unsubscribed listener is not told, and a session end closed before its module arrived stays closed", async () => {
    const { session, arrive } = deferred();
    const heard: AuthEvent[] = [];
    const unsubscribe = session.subscribe((event) => heard.push(event));
    unsubscribe();
    const loading = session.load();
    session.close();
    arrive();
    const { events } = await loading;
    const witness = openWitness();
    const otherTab = createAuthEventBus(createPlatformStorage().shared);
    otherTab.publish({ type: "logout", reason: "user" });
    otherTab.close();
    await vi.waitFor(() => expect(witness.heard).toEqual(["logout"]));
    witness.close();
    expect(heard).toEqual([]);
    expect(events.subscribe(() => undefined)).toBeTypeOf("function");
  });
});
