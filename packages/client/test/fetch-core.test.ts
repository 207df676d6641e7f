import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { createPageState } from "../src/storage/page-state";
import { isPlatformError, setPlatformClient } from "../src";
import type { PlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { createPlatformFetch, HttpStatusError, platformRequest } from "../src/fetch";
import type { PlatformFetchCore, PlatformFetchOptions } from "../src/fetch";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { envelope, json, startStubServer } from "./support/stub-server";
import type { StubServer } from "./support/stub-server";
import { resetPage, testClient } from "./support/page";
import { startFaultProxy } from "./support/fault-proxy";

/**
 * The lean request core (`@sxz/client/fetch`) against the real server: the same rules as the full client's `http`, through
 * the same modules. Its calls are counted on the page's `fetch`, as the full client's are.
 */
let server: TestServer;
let stub: StubServer;
beforeAll(async () => {
  server = await startReferenceServer();
  // Only for what the reference server sends on demand nowhere: arbitrary body codes, the login-type header.
  stub = await startStubServer((request, response) => {
    if (request.path === "/api/login-type")
      return json(response, 200, envelope(null), { "check-login-type-result": "false" });
    const code = Number(request.query.get("code") ?? 200);
    return json(response, 200, envelope({ code }, code));
  });
});
afterAll(async () => {
  await server.close();
  await stub.close();
});

const cores: PlatformFetchCore[] = [];
const navigations: string[] = [];
beforeEach(() => {
  resetPage("/");
  navigations.length = 0;
});
afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

function lean(options: PlatformFetchOptions = {}): PlatformFetchCore {
  const core = createPlatformFetch({
    baseURL: server.url,
    pageState: createPageState(),
    navigate: (url) => navigations.push(url),
    ...options,
  });
  cores.push(core);
  return core;
}

/** Every URL the page's fetch was called with, in order, and the school each call named (its tenant_id header). */
function recordFetches(): { urls: string[]; tenants: (string | null)[]; count(part: string): number; stop(): void } {
  const original = globalThis.fetch;
  const urls: string[] = [];
  const tenants: (string | null)[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(`${init?.method ?? "GET"} ${String(input)}`);
    tenants.push(new Headers(init?.headers).get("tenant_id"));
    return original(input, init);
  }) as typeof fetch;
  return {
    urls,
    tenants,
    count: (part) => urls.filter((url) => url.includes(part)).length,
    stop: () => void (globalThis.fetch = original),
  };
}

let staleCount = 0;
async function loggedInThenStale(): Promise<void> {
  const client = testClient({ baseURL: server.url });
  await client.auth.login("learner", "learner");
  client.dispose();
  Cookies.set(TOKEN_COOKIES.access, `expired-access-token-${(staleCount += 1)}`, { path: "/" });
}

const ME = { url: "/api/accounts/users/me" } as const;

describe("the lean fetch core: 401, one refresh, the session end", () => {
  let fetches: ReturnType<typeof recordFetches>;
  beforeEach(() => {
    fetches = recordFetches();
  });
  afterEach(() => fetches.stop());

  it("[CL-ST-2] [CL-ERR-1] [CL-API-5] 100 concurrent 401s make exactly one refresh and all 100 replay with the new token", async () => {
    await loggedInThenStale();
    const stale = Cookies.get(TOKEN_COOKIES.access);
    const core = lean();
    const answers = await Promise.all(Array.from({ length: 100 }, () => core<{ data: { user_name: string } }>(ME)));
    expect(answers.every((answer) => answer.status === 200 && answer.data.data.user_name === "learner")).toBe(true);
    expect(fetches.count("/api/auth/oauth/token?grant_type=refresh_token")).toBe(1);
    expect(fetches.urls.find((url) => url.includes("/api/auth/oauth/token?grant_type=refresh_token"))).toMatch(
      /^POST .*\/api\/auth\/oauth\/token\?grant_type=refresh_token&refresh_token=[^&]+$/,
    );
    expect(fetches.count("/api/accounts/users/me")).toBeLessThanOrEqual(200);
    expect(Cookies.get(TOKEN_COOKIES.access)).not.toBe(stale);
  });

  it("[CL-ST-2] a full client and the fetch core on the same page make one refresh between them, however late each meets its 401", async () => {
    // The token endpoint's answer is held back, so both sides meet their 401s while the one refresh is on the wire.
    const proxy = await startFaultProxy(server.url, (request) =>
      request.url?.startsWith("/api/auth/oauth/token?grant_type=refresh_token") ? { holdMs: 600 } : "pass",
    );
    try {
      await loggedInThenStale();
      const page = createPageState();
      const client = testClient({ baseURL: proxy.url, pageState: page });
      const core = lean({ baseURL: proxy.url, pageState: page });
      const all = await Promise.all([
        ...Array.from({ length: 30 }, () => client.http.get(ME.url)),
        ...Array.from({ length: 30 }, () => core(ME)),
      ]);
      expect(all.every((answer) => answer.status === 200)).toBe(true);
      expect(proxy.log.filter((entry) => entry.url.startsWith("/api/auth/oauth/token")).length).toBe(1);
      client.dispose();
    } finally {
      await proxy.close();
    }
  });

  it("[CL-ST-2] two tabs with the fetch core (the localStorage lease) make one refresh; the second uses the first one's tokens", async () => {
    await loggedInThenStale();
    const tabA = lean({ locks: null });
    const tabB = lean({ locks: null });
    const all = await Promise.all([
      ...Array.from({ length: 20 }, () => tabA(ME)),
      ...Array.from({ length: 20 }, () => tabB(ME)),
    ]);
    expect(all.every((answer) => answer.status === 200)).toBe(true);
    expect(fetches.count("/api/auth/oauth/token?grant_type=refresh_token")).toBe(1);
  });

  it("[CL-ST-5] [CL-ERR-1] a refused refresh ends the session once: one error for every waiting request, tokens cleared, one login redirect, later calls send nothing", async () => {
    await loggedInThenStale();
    Cookies.set(TOKEN_COOKIES.refresh, "revoked-or-unknown", { path: "/" });
    sessionStorage.removeItem("sxz-token");
    const core = lean();
    const outcomes = await Promise.allSettled(Array.from({ length: 25 }, () => core(ME)));
    const reasons = outcomes.map((outcome) =>
      outcome.status === "rejected" ? (outcome.reason as PlatformError) : undefined,
    );
    expect(reasons.every((reason) => isPlatformError(reason, "session-expired"))).toBe(true);
    expect(new Set(reasons).size).toBe(1);
    expect(Cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIES.refresh)).toBeUndefined();
    await expect.poll(() => navigations.length).toBe(1);
    expect(navigations[0]).toMatch(/^\/login\/index\?redirect=http%3A%2F%2Flocalhost%3A3000%2F&sxz-lang=zh_CN$/);

    fetches.urls.length = 0;
    const later = await core(ME).catch((reason: unknown) => reason);
    expect(isPlatformError(later, "session-expired")).toBe(true);
    expect(fetches.urls).toEqual([]);
    // Anonymous calls still go out.
    expect(
      (
        await core({
          url: "/api/ischool/v1/open/schools/",
          method: "POST",
          data: { tenantId: "no-such-school" },
          sxz: { anonymous: true },
        })
      ).status,
    ).toBe(200);
  });

  it("[CL-ERR-1] an anonymous visitor's 401 is rejected as unauthorized without a refresh or a redirect", async () => {
    const core = lean();
    const error = await core(ME).catch((reason: unknown) => reason);
    expect(isPlatformError(error, "unauthorized")).toBe(true);
    expect(fetches.count("/api/auth/oauth/token")).toBe(0);
    // Known exception to the no-pause rule: nothing marks the end of an anonymous 401's company-network decision.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(navigations).toEqual([]);
  });
});

describe("the lean fetch core: when a call leaves", () => {
  it("a call with no refresh in flight and no other tab's logout to handle reaches fetch before its caller's task goes on", async () => {
    const fetches = recordFetches();
    try {
      const core = lean();
      const answer = core({ url: "/api/ischool/v1/open/schools/", method: "POST", data: { tenantId: "x" } });
      // Before any await: a caller that goes on rendering (the widget's first calls) has already sent it.
      expect(fetches.count("/api/ischool/v1/open/schools/")).toBe(1);
      expect((await answer).status).toBe(200);
    } finally {
      fetches.stop();
    }
  });
});

describe("the lean fetch core: error catalogue and envelope", () => {
  it("[CL-ERR-4] body code 404002 is a normal answer, handed back whole", async () => {
    const answer = await lean()({
      method: "POST",
      url: "/api/ischool/v1/open/schools/",
      data: { tenantId: "no-such-school" },
    });
    expect(answer.data).toMatchObject({ code: 404002, data: null });
    expect(navigations).toEqual([]);
  });

  it.each([901100003, 901100004, 901100008])(
    "[CL-RT-3] body code %i sends the page to /disable and rejects ip-restricted",
    async (code) => {
      const error = await lean({ baseURL: stub.url })({ url: `/api/any?code=${code}` }).catch(
        (reason: unknown) => reason,
      );
      expect(isPlatformError(error, "ip-restricted")).toBe(true);
      expect(navigations).toEqual(["/disable"]);
    },
  );

  it("[CL-ROLE-1] [CL-RT-4] body code 403 rejects forbidden; in the marketplace management area the page goes to /insufficient-permissions; resolves403 hands it back", async () => {
    const core = lean({ baseURL: stub.url });
    expect(
      isPlatformError(await core({ url: "/api/any?code=403" }).catch((reason: unknown) => reason), "forbidden"),
    ).toBe(true);
    expect(navigations).toEqual([]);
    expect((await core({ url: "/api/any?code=403", sxz: { resolves403: true } })).data).toMatchObject({ code: 403 });
    history.replaceState(null, "", "/marketplace/manage/courses?sxz-lang=en_US");
    await core({ url: "/api/any?code=403" }).catch(() => undefined);
    expect(navigations).toEqual(["/insufficient-permissions?sxz-lang=en_US"]);
  });

  it("[CL-RT-2] check-login-type-result: false sends the page to /disableLogin with the page and the language", async () => {
    const error = await lean({ baseURL: stub.url })({ url: "/api/login-type" }).catch((reason: unknown) => reason);
    expect(isPlatformError(error, "login-method-disabled")).toBe(true);
    expect(navigations).toEqual([
      `/disableLogin?redirect=${encodeURIComponent("http://localhost:3000/")}&sxz-lang=zh_CN`,
    ]);
  });

  it("[CL-ERR-3] body code 901100005 logs the user out (the logout loads on first need) and redirects to login without headershow", async () => {
    const admin = testClient({ baseURL: server.url });
    const learner = testClient({ baseURL: server.url });
    await learner.auth.login("learner2", "learner2");
    const learnerTokens = { ...learner.auth.tokens.read() };
    await admin.auth.login("admin", "admin");
    await admin.http.put("/api/accounts/users/user-learner2/status", { disabled: true });
    try {
      learner.auth.tokens.write(learnerTokens as Required<typeof learnerTokens>);
      const error = await lean()(ME).catch((reason: unknown) => reason);
      expect(isPlatformError(error, "forced-logout")).toBe(true);
      await expect.poll(() => navigations.length).toBe(1);
      expect(navigations[0]).toMatch(/^\/login\/index\?/);
      expect(Cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
    } finally {
      await admin.auth.login("admin", "admin");
      await admin.http.put("/api/accounts/users/user-learner2/status", { disabled: false });
      admin.dispose();
      learner.dispose();
    }
  });

  it("[RW-ENT-9] answers keep the envelope: a 2xx resolves with status and body; a 4xx rejects with response.status and the envelope; a non-JSON body stays text", async () => {
    const core = lean();
    const ok = await core<{ code: number; data: unknown }>({
      method: "POST",
      url: "/api/ischool/v1/open/schools/",
      data: { tenantId: "no-such-school" },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toHaveProperty("code");
    const refused = await core({
      method: "POST",
      url: "/api/auth/oauth/token",
      params: { grant_type: "password" },
      data: new URLSearchParams({ username: "x", password: "y" }),
      sxz: { raw: true },
    }).catch((reason: unknown) => reason);
    expect(refused).toBeInstanceOf(HttpStatusError);
    expect((refused as HttpStatusError).response.status).toBeGreaterThanOrEqual(400);
    expect((refused as HttpStatusError).response.data).toBeTypeOf("object");
    const page = await core({ url: `${server.url}/`, sxz: { raw: true } }).catch(
      (reason: HttpStatusError) => reason.response,
    );
    expect(typeof page.data === "string" || typeof page.data === "object").toBe(true);
  });
});

describe("the page-wide request function", () => {
  it("[RW-API-8] uses the page's full client when the host created one (its options, one refresh), and a lean core otherwise", async () => {
    const fetches = recordFetches();
    try {
      // The host's client names its own school: its options are what the call carries.
      const client = testClient({ baseURL: server.url, tenantId: "host-school" });
      setPlatformClient(client);
      await platformRequest({
        url: `${server.url}/api/ischool/v1/open/schools/`,
        method: "POST",
        data: { tenantId: "x" },
      });
      expect(fetches.count("/api/ischool/v1/open/schools/")).toBe(1);
      expect(fetches.tenants.at(-1)).toBe("host-school");
      setPlatformClient(undefined);
      client.dispose();
      await platformRequest({
        url: `${server.url}/api/ischool/v1/open/schools/`,
        method: "POST",
        data: { tenantId: "x" },
      });
      expect(fetches.count("/api/ischool/v1/open/schools/")).toBe(2);
      expect(fetches.tenants.at(-1)).not.toBe("host-school");
    } finally {
      fetches.stop();
    }
  });
});
