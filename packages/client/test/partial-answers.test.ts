import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { signWorkplaceCode } from "../../server/src/domain/auth/workplace-codes";
import { createPageState } from "../src/storage/page-state";
import { isPlatformError, isUploadError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { startFaultProxy } from "./support/fault-proxy";
import type { FaultProxy } from "./support/fault-proxy";
import { resetPage, testClient } from "./support/page";
import type { TestClient } from "./support/page";

/**
 * Every call the client layer makes, answered by the real server and changed on its way back by a proxy into the
 * shapes other backends send: missing fields, nulls, wrong types, extra fields, empty `data`, HTML in strings, a
 * body that is no envelope. What is expected each time: missing lists are empty, missing figures unknown, a wrong
 * type a typed error (PlatformError "malformed-answer", UploadError "malformed"), no uncaught error, no markup
 * let into the page — and the next call works.
 */
let server: TestServer;
let proxy: FaultProxy;
/** A second server that counts the page's address (127.0.0.1) as the company network. */
let office: TestServer;
let officeProxy: FaultProxy;
let rewrite: { matches: (url: string) => boolean; change: (body: unknown) => unknown } | undefined;
const rewriting = (request: { method?: string; url?: string }) =>
  rewrite && request.method !== "OPTIONS" && rewrite.matches(request.url ?? "")
    ? { rewrite: rewrite.change }
    : ("pass" as const);
beforeAll(async () => {
  server = await startReferenceServer({ UPLOAD_MAX_BYTES: String(1024 * 1024) });
  proxy = await startFaultProxy(server.url, rewriting);
  office = await startReferenceServer({ INTRANET_CIDRS: "127.0.0.0/8" });
  officeProxy = await startFaultProxy(office.url, rewriting);
});
afterAll(async () => {
  await Promise.all([proxy.close(), officeProxy.close()]);
  await Promise.all([server.close(), office.close()]);
});

const HTML = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>';
const uncaught: unknown[] = [];
const onError = (event: ErrorEvent) => uncaught.push(event.error);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
let clients: TestClient[] = [];
beforeEach(() => {
  resetPage("/course/1?sxz-lang=en_US");
  rewrite = undefined;
  uncaught.length = 0;
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
});
afterEach(() => {
  window.removeEventListener("error", onError);
  window.removeEventListener("unhandledrejection", onRejection);
  for (const client of clients) client.dispose();
  clients = [];
  expect(uncaught).toEqual([]);
  // Text stayed text: nothing of the HTML reached the page as markup.
  expect(document.querySelectorAll("img, script")).toHaveLength(0);
  expect((window as { __injected?: unknown }).__injected).toBeUndefined();
});

function client(baseURL = proxy.url): TestClient {
  const made = testClient({ baseURL, pageState: createPageState() });
  clients.push(made);
  return made;
}
/** Answers of calls to `path` (or, when it has a query, whose address starts with it) are changed from now on. */
function answer(path: string, change: (body: unknown) => unknown) {
  rewrite = { matches: (url) => (path.includes("?") ? url.startsWith(path) : url.split("?")[0] === path), change };
}
/** Changes only the envelope's `data`. */
const data = (change: (value: Record<string, unknown>) => unknown) => (body: unknown) => ({
  ...(body as object),
  data: change(((body as { data?: unknown }).data ?? {}) as Record<string, unknown>),
});
const without = (...keys: string[]) =>
  data((value) => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))));
const withFields = (fields: Record<string, unknown>) => data((value) => ({ ...value, ...fields }));
const outcome = (promise: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
const malformed = (result: { error?: unknown }) => isPlatformError(result.error, "malformed-answer");

/** The next ordinary call of this client works (the layer is not left in a broken state). */
async function stillWorks(made: TestClient): Promise<void> {
  rewrite = undefined;
  // On a page of the school whose people sign in with a password.
  history.replaceState(null, "", "/course/1?tenantId=demo&sxz-lang=en_US");
  expect((await made.http.get("/api/health")).status).toBe(200);
  await made.auth.login("learner", "learner");
  expect((await made.http.get("/api/accounts/users/me")).data.data.user_name).toBe("learner");
}

describe("POST /api/auth/oauth/token (password grant)", () => {
  const token = (change: (body: Record<string, unknown>) => unknown) =>
    answer("/api/auth/oauth/token?grant_type=password", (body) => change(body as Record<string, unknown>));
  it.each([
    [
      "extra fields",
      (body: Record<string, unknown>) => ({ ...body, scope: "all", extra: { nested: [1] } }),
      { userId: "user-learner" },
    ],
    [
      "user_id missing (unknown: empty)",
      (body: Record<string, unknown>) => ({ ...body, user_id: undefined }),
      { userId: "" },
    ],
    ["user_id null", (body: Record<string, unknown>) => ({ ...body, user_id: null }), { userId: "" }],
    ["user_id as a number", (body: Record<string, unknown>) => ({ ...body, user_id: 42 }), { userId: "42" }],
  ])("[CL-ST-1] reads %s", async (_name, change, expected) => {
    const made = client();
    token(change);
    const set = await made.auth.login("learner", "learner");
    expect(set).toMatchObject(expected);
    expect(made.auth.isLoggedIn()).toBe(true);
    await stillWorks(made);
  });

  it.each([
    ["access_token missing", (body: Record<string, unknown>) => ({ ...body, access_token: undefined })],
    ["refresh_token null", (body: Record<string, unknown>) => ({ ...body, refresh_token: null })],
    ["access_token as a number", (body: Record<string, unknown>) => ({ ...body, access_token: 12345 })],
    ["access_token with HTML", (body: Record<string, unknown>) => ({ ...body, access_token: HTML })],
    ["user_id as an object", (body: Record<string, unknown>) => ({ ...body, user_id: { id: 1 } })],
    ["an empty object", () => ({})],
    ["null", () => null],
    ["an HTML page", () => `<html><body>${HTML}</body></html>`],
  ])("[CL-ST-1] refuses %s with a typed error and stores nothing", async (_name, change) => {
    const made = client();
    token(change);
    const result = await outcome(made.auth.login("learner", "learner"));
    expect(malformed(result)).toBe(true);
    expect(made.auth.isLoggedIn()).toBe(false);
    expect(Cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
    await stillWorks(made);
  });
});

describe("POST /api/auth/oauth/token (refresh grant, after a 401)", () => {
  async function expiredSession(made: TestClient) {
    await made.auth.login("learner", "learner");
    Cookies.set(TOKEN_COOKIES.access, "stale-access-token", { path: "/" });
  }

  it("[CL-ST-2] extra fields and a missing user_id still renew the session", async () => {
    const made = client();
    await expiredSession(made);
    answer("/api/auth/oauth/token?grant_type=refresh_token", (body) => ({
      ...(body as object),
      user_id: undefined,
      scope: ["x"],
    }));
    expect((await made.http.get("/api/accounts/users/me")).data.data.user_name).toBe("learner");
  });

  it.each([
    ["without tokens", () => ({ token_type: "bearer" })],
    ["with HTML as the token", (body: unknown) => ({ ...(body as object), access_token: HTML })],
    ["as an HTML page", () => "<html>maintenance</html>"],
  ])(
    "[CL-ST-5] an answer %s is the server's fault: refresh-unavailable, the session is kept",
    async (_name, change) => {
      const made = client();
      await expiredSession(made);
      answer("/api/auth/oauth/token?grant_type=refresh_token", change);
      const result = await outcome(made.http.get("/api/accounts/users/me"));
      expect(isPlatformError(result.error, "refresh-unavailable")).toBe(true);
      expect(made.auth.isLoggedIn()).toBe(true);
      expect(made.navigations).toEqual([]);
      // After the wait (here: its record removed) the next refresh renews the session.
      rewrite = undefined;
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith("SXZ_STORAGE_refresh_backoff:")))
        localStorage.removeItem(key);
      expect((await made.http.get("/api/accounts/users/me")).data.data.user_name).toBe("learner");
    },
  );
});

describe("POST /api/auth/oauth/token (authorization_code, the _tpToken exchange at start)", () => {
  async function arriveWithCode() {
    const start = await fetch(
      `${server.url}/api/auth/open/third/portal/authorization_code?targetUrl=${btoa("http://localhost:3000/course/5")}`,
      { redirect: "manual" },
    );
    const back = new URL(start.headers.get("location")!);
    history.replaceState(null, "", `${back.pathname}${back.search}`);
  }

  it.each([
    ["without tokens", () => ({})],
    ["as an HTML page", () => HTML],
  ])(
    "[CL-RT-10] an answer %s leaves the visitor signed out, the code removed from the address",
    async (_name, change) => {
      await arriveWithCode();
      answer("/api/auth/oauth/token?code=", change);
      const made = client();
      await made.ready;
      expect(made.auth.isLoggedIn()).toBe(false);
      expect(location.search).not.toContain("_tpToken");
      await stillWorks(made);
    },
  );
});

describe("GET /api/accounts/users/me (auth.currentUser)", () => {
  async function signedIn(change: (body: unknown) => unknown) {
    const made = client();
    await made.auth.login("learner", "learner");
    answer("/api/accounts/users/me", change);
    return made;
  }

  it.each([
    [
      "extra fields",
      withFields({ extra: 1, settings: { theme: "dark" } }),
      { id: "user-learner", authorName: "Lin Learner" },
    ],
    ["no nickname (null)", withFields({ nickName: null }), { id: "user-learner", authorName: "Lin Xiaoming" }],
    [
      "no nickname and no real name (missing)",
      without("nickName", "realName"),
      { id: "user-learner", authorName: "learner" },
    ],
    ["no names at all", without("nickName", "realName", "user_name"), { id: "user-learner", authorName: "" }],
    ["the id as a number", withFields({ id: 42 }), { id: "42", authorName: "Lin Learner" }],
    ["HTML in the nickname (kept as text)", withFields({ nickName: HTML }), { id: "user-learner", authorName: HTML }],
  ])("[CL-ENT-2] reads %s", async (_name, change, expected) => {
    const made = await signedIn(change);
    expect(await made.auth.currentUser()).toEqual(expected);
    await stillWorks(made);
  });

  it("[CL-ENT-9] a profile field the answer no longer has is removed, not kept from an earlier answer", async () => {
    const made = await signedIn((body) => body);
    await made.auth.currentUser();
    expect(JSON.parse(localStorage.getItem("SXZ_email")!)).toBe("learner@demo.sxz.example.com");
    sessionStorage.removeItem("sxz-user-info");
    answer("/api/accounts/users/me", without("email", "mobile"));
    await made.auth.currentUser();
    expect(localStorage.getItem("SXZ_email")).toBeNull();
    expect(localStorage.getItem("SXZ_mobile")).toBeNull();
  });

  it("[CL-ENT-2] empty data means nobody: undefined", async () => {
    const made = await signedIn(data(() => null));
    expect(await made.auth.currentUser()).toBeUndefined();
    await stillWorks(made);
  });

  it.each([
    ["no id", without("id")],
    ["the id as an object", withFields({ id: { value: 1 } })],
    ["the nickname as a number", withFields({ nickName: 7 })],
    ["data as a list", data(() => [{ id: "user-learner" }])],
    ["data as text", data(() => "user-learner")],
    ["an HTML page instead of an envelope", () => `<html>${HTML}</html>`],
  ])("[CL-ENT-2] refuses %s with a typed error", async (_name, change) => {
    const made = await signedIn(change);
    expect(malformed(await outcome(made.auth.currentUser()))).toBe(true);
    await stillWorks(made);
  });
});

describe("POST /api/ischool/v1/open/schools/ and common-current (login routing)", () => {
  const schoolsPath = "/api/ischool/v1/open/schools/";
  const expectOwnLogin = (url: string) =>
    expect(url).toBe(`/login/index?redirect=${encodeURIComponent(location.href)}&sxz-lang=en_US`);

  it("[CL-ENT-9] [CL-ENT-10] reads the school: title and info kept under the spec's keys (HTML as text, extra fields dropped)", async () => {
    resetPage("/course/1?tenantId=demo&sxz-lang=en_US");
    const made = client();
    answer(schoolsPath, withFields({ name: HTML, motto: "learn", loginMethod: 1 }));
    expectOwnLogin(await made.auth.loginUrl());
    expect(JSON.parse(localStorage.getItem("SXZ_schoolTitle")!)).toBe(HTML);
    expect(JSON.parse(localStorage.getItem("SXZ_schoolId")!)).toBe("demo");
    expect(JSON.parse(sessionStorage.getItem("school_info")!)).toEqual({ id: "demo", name: HTML, loginMethod: "1" });
  });

  it.each([
    ["no login method", without("loginMethod")],
    ["empty data (an unknown school)", data(() => null)],
    ["no id", without("id")],
    ["the login method as an object", withFields({ loginMethod: { value: "4" } })],
    ["data as a list", data(() => [])],
    ["an HTML page", () => HTML],
  ])("[CL-ST-15] with %s the user still gets a way in: the product's own login page", async (_name, change) => {
    resetPage("/course/1?tenantId=partner&sxz-lang=en_US");
    const made = client();
    answer(schoolsPath, change);
    expectOwnLogin(await made.auth.loginUrl());
    await stillWorks(made);
  });

  it("[CL-ST-15] the login method as a number (4) still routes to the school's OAuth2 login", async () => {
    resetPage("/course/1?tenantId=partner&sxz-lang=en_US");
    const made = client();
    answer(schoolsPath, withFields({ loginMethod: 4 }));
    expect(await made.auth.loginUrl()).toMatch(/^https:\/\/sso\.partner\.example\.com\/oauth2\/authorize\?/);
  });

  const pcs = (change: (terminals: Record<string, unknown>[]) => unknown) =>
    data((value) => ({ ...value, pcs: change(value.pcs as Record<string, unknown>[]) }));
  const oauth2 = (change: (config: Record<string, unknown>) => unknown) =>
    pcs((terminals) =>
      terminals.map((terminal) => ({
        ...terminal,
        oath2Config: change(terminal.oath2Config as Record<string, unknown>),
      })),
    );
  it.each([
    ["the configuration as JSON text", oauth2((config) => JSON.stringify(config)), true],
    ["extra fields", oauth2((config) => ({ ...config, scopes: ["openid"], logo: HTML })), true],
    ["no redirect URL", oauth2((config) => ({ ...config, redirectUrl: undefined })), true],
    ["no terminals (pcs missing)", data((value) => ({ ...value, pcs: undefined })), false],
    ["an empty terminal list", pcs(() => []), false],
    [
      "a javascript: authorize address",
      oauth2((config) => ({ ...config, authorizeServiceUrl: "javascript:alert(1)" })),
      false,
    ],
    ["the client id as a number", oauth2((config) => ({ ...config, clientId: 7 })), false],
    ["JSON text that is not JSON", oauth2(() => "{not json"), false],
  ])("[CL-ST-15] [CL-API-9] common-current with %s", async (_name, change, oauth2Login) => {
    resetPage("/course/1?tenantId=partner&sxz-lang=en_US");
    const made = client();
    answer("/api/ischool/v1/open/schools/common-current", change);
    const url = await made.auth.loginUrl();
    const own = `/login/index?redirect=${encodeURIComponent(location.href)}&sxz-lang=en_US`;
    expect(url).toEqual(
      oauth2Login
        ? expect.stringMatching(
            /^https:\/\/sso\.partner\.example\.com\/oauth2\/authorize\?response_type=code&client_id=sxz-partner-portal/,
          )
        : own,
    );
  });
});

describe("GET /api/accounts/open/client/ip and contentx (company network, CL-ERR-2)", () => {
  const intranetLogin = () => `/api/sso/login?redirect=${encodeURIComponent(location.href)}&sxz-lang=en_US`;
  // Known exception to the no-pause rule: nothing marks the end of an anonymous 401's company-network decision (a
  // lookup whose unreadable answer writes no flag, maybe a chunk), so "no redirect" waits a pause; a hook for that
  // decision would be the fix.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it.each([
    ["extra fields", withFields({ region: "HQ", note: HTML }), true],
    ["only hasInternal (1)", without("internal"), true],
    ["a bare flag as data", data(() => true), true],
    ['the flag as text "1"', withFields({ internal: "1" }), true],
    ["neither flag", without("internal", "hasInternal"), false],
    ["empty data", data(() => null), false],
    ["the flag of the wrong type", withFields({ internal: "yes" }), false],
    ["an HTML page", () => HTML, false],
  ])("[CL-ERR-2] [CL-ST-13] an anonymous 401 with %s", async (_name, change, internal) => {
    const made = client(officeProxy.url);
    answer("/api/accounts/open/client/ip", change);
    expect(
      isPlatformError(await made.http.get("/api/accounts/users/me").catch((error: unknown) => error), "unauthorized"),
    ).toBe(true);
    // A redirect is awaited; "no redirect" is checked after the lookup had time to finish.
    if (internal) await expect.poll(() => made.navigations).toEqual([intranetLogin()]);
    else await settle();
    expect(made.navigations).toEqual(internal ? [intranetLogin()] : []);
    await stillWorks(made);
  });

  it("[CL-ST-13] networkStatus: a wrong type is a typed error, a missing intranet flag is false", async () => {
    const made = client(officeProxy.url);
    answer("/api/accounts/open/client/ip", withFields({ internal: { yes: true } }));
    expect(malformed(await outcome(made.session.networkStatus()))).toBe(true);
    const other = client(officeProxy.url);
    answer("/api/foundation/request/open/contentx", without("intranet"));
    expect(await other.session.networkStatus()).toEqual({ internal: true, intranet: false });
    const third = client(officeProxy.url);
    answer("/api/foundation/request/open/contentx", withFields({ intranet: [] }));
    expect(malformed(await outcome(third.session.networkStatus()))).toBe(true);
    await stillWorks(third);
  });
});

describe("GET /api/auth/v1/oauth/authorize (workplace auth code)", () => {
  it.each([
    ["extra fields", withFields({ scope: "gateway" }), { expiresIn: expect.any(Number) }],
    ["no lifetime", without("expiresIn"), { expiresIn: null }],
    ["the code as the whole data", data((value) => value.code), { expiresIn: null }],
  ])("[CL-API-6] reads %s", async (_name, change, expected) => {
    const made = client();
    await made.auth.login("learner", "learner");
    answer("/api/auth/v1/oauth/authorize", change);
    const code = await made.session.workplaceAuthCode();
    expect(code).toMatchObject({ code: expect.any(String), ...expected });
    await stillWorks(made);
  });

  it.each([
    ["no code", without("code")],
    ["the lifetime as words (digits are read as the number)", withFields({ expiresIn: "two minutes" })],
    ["empty data", data(() => null)],
    ["an HTML page", () => HTML],
  ])("[CL-API-6] refuses %s with a typed error", async (_name, change) => {
    const made = client();
    await made.auth.login("learner", "learner");
    answer("/api/auth/v1/oauth/authorize", change);
    expect(malformed(await outcome(made.session.workplaceAuthCode()))).toBe(true);
    await stillWorks(made);
  });
});

describe("POST /api/{workplace}/proxy/rest/v1/open/free_login", () => {
  function arriveFromWorkplace() {
    const code = signWorkplaceCode(server.config.workplaceCodeSecret, {
      platformType: "welink",
      tenantId: "demo",
      syncType: "ENTERPRISE_ACCOUNT",
      account: "learner",
    });
    resetPage(`/h5/home?tag=welink&code=${encodeURIComponent(code)}&sxz-lang=en_US`);
  }
  const freeLogin = "/api/workplace/proxy/rest/v1/open/free_login";

  it.each([
    [
      'firstLogin as text "true"',
      withFields({ firstLogin: "true" }),
      {
        firstLogin: true,
        syncType: "ENTERPRISE_ACCOUNT",
        navigatedTo: "/h5/weportal/#/firstAccessVerification?sxz-lang=en_US&syncType=ENTERPRISE_ACCOUNT",
      },
    ],
    ["no firstLogin (not the first)", without("firstLogin"), { firstLogin: false, syncType: "ENTERPRISE_ACCOUNT" }],
    ["a sync type nobody knows", withFields({ syncType: "FAX" }), { firstLogin: false }],
    [
      "no envelope (the bare answer)",
      (body: unknown) => (body as { data: object }).data,
      { firstLogin: false, syncType: "ENTERPRISE_ACCOUNT" },
    ],
  ])("[CL-ST-16] reads %s", async (_name, change, expected) => {
    arriveFromWorkplace();
    // The same account signs in on every row: the server says "first login" only once, so start from "not first".
    answer(freeLogin, (body) => change(withFields({ firstLogin: false })(body)));
    const made = client();
    expect(await made.session.freeLogin()).toEqual(expected);
    expect(made.auth.isLoggedIn()).toBe(true);
  });

  it.each([
    ["no token set", without("oauth2AccessToken")],
    ["firstLogin as a list", withFields({ firstLogin: [true] })],
    ["empty data", data(() => null)],
  ])("[CL-ST-16] with %s nobody is signed in and the page still works", async (_name, change) => {
    arriveFromWorkplace();
    answer(freeLogin, change);
    const made = client();
    expect(await made.session.freeLogin()).toBeUndefined();
    expect(made.auth.isLoggedIn()).toBe(false);
    await stillWorks(made);
  });
});

describe("GET /api/foundation/configProperty/open/value/{key} (config)", () => {
  const key = "klt.beta.flag.school";
  it.each([
    ["a number", data(() => 42), 42],
    ["HTML text (kept as text)", data(() => HTML), HTML],
    ["empty data", data(() => null), "fallback"],
    ["no envelope (an HTML page)", () => HTML, "fallback"],
    // The shared envelope rule reads a code written as digits, as the error catalogue and uploads always did.
    ["the code as digits in text", (body: unknown) => ({ ...(body as object), code: "200", data: 42 }), 42],
    ["the code as other text", (body: unknown) => ({ ...(body as object), code: "OK", data: 42 }), "fallback"],
  ])("[CL-VAL-4] a value that is %s", async (_name, change, expected) => {
    const made = client();
    answer(`/api/foundation/configProperty/open/value/${key}`, change);
    expect(await made.config.get(key, { default: "fallback" })).toEqual(expected);
    await stillWorks(made);
  });
});

describe("calls whose answer the layer does not read", () => {
  it("[CL-ST-6] logout, the membership check and the heartbeat ignore whatever comes back", async () => {
    resetPage("/course/1?tenantId=acme");
    const made = client();
    await made.auth.login("learner", "learner");
    rewrite = {
      matches: (url) => /^\/api\/(ischool\/v1\/members|sso\/open|auth\/logout)/.test(url),
      change: () => HTML,
    };
    await made.http.get("/api/health");
    made.session.heartbeat.start();
    made.session.heartbeat.stop();
    expect(await made.auth.logout({ stayOnPage: true })).toEqual({ remainingCookies: [], next: "none" });
    await stillWorks(made);
  });
});

describe("uploads (client.upload)", () => {
  const file = (size: number, name = "notes.txt") => new File([new Uint8Array(size).fill(65)], name);
  async function uploader() {
    const made = client();
    await made.auth.login("learner", "learner");
    return made;
  }

  it.each([
    ["extra fields", withFields({ region: "eu" })],
    ["no signature", without("signature")],
  ])("[CL-UP-1] a ticket with %s still uploads", async (_name, change) => {
    const made = await uploader();
    answer("/api/km/v1/file/upload", change);
    const result = await made.upload.simple(file(2_000), { bucketName: "sxz-image", module: "avatar" });
    expect(result).toMatchObject({ success: true, fileName: "notes.txt" });
  });

  it.each([
    ["no upload URL", without("url"), "malformed"],
    ["headers as a list", withFields({ headers: ["x"] }), "malformed"],
    ["empty data", data(() => null), "empty"],
    ["an HTML page", () => HTML, "malformed"],
  ])("[CL-UP-1] a ticket with %s fails with a typed error", async (_name, change, kind) => {
    const made = await uploader();
    answer("/api/km/v1/file/upload", change);
    const error = await made.upload
      .simple(file(2_000), { bucketName: "sxz-image", module: "avatar" })
      .catch((reason: unknown) => reason);
    expect(isUploadError(error, kind as "malformed")).toBe(true);
    await stillWorks(made);
  });

  it.each([
    [
      "no size and no SHA-256 (unknown)",
      without("size", "sha256"),
      (result: Record<string, unknown>) => expect(result.size).toBeUndefined(),
    ],
    [
      "extra fields",
      withFields({ bucket: "sxz-course" }),
      (result: Record<string, unknown>) => expect(result.size).toBe(3_000),
    ],
  ])("[CL-UP-2] [CL-ENT-5] a combine answer with %s still ends the upload", async (_name, change, check) => {
    const made = await uploader();
    answer("/api/common/api/partfile/v1/combinePart", change);
    const result = await made.upload.chunked(file(3_000, "video.bin"), {
      bucketName: "sxz-course",
      module: "video",
      partSize: 1_024,
      resumable: false,
    });
    expect(result).toMatchObject({ success: true, fileName: "video.bin" });
    check(result as unknown as Record<string, unknown>);
  });

  it.each([
    ["combine without a file URL", "/api/common/api/partfile/v1/combinePart", without("staticUrl")],
    ["combine with a SHA-256 that is not one", "/api/common/api/partfile/v1/combinePart", withFields({ sha256: HTML })],
    ["init without an upload id", "/api/common/api/partfile/v1/initPartUploadTaskByEntity", without("uploadId")],
    [
      "a part whose size is words (digits are read as the number)",
      "/api/common/api/partfile/v1/open/uploadPart",
      withFields({ size: "a kilobyte" }),
    ],
  ])("[CL-UP-2] %s fails with a typed error, at once", async (_name, path, change) => {
    const made = await uploader();
    answer(path, change);
    const error = await made.upload
      .chunked(file(3_000, "video.bin"), {
        bucketName: "sxz-course",
        module: "video",
        partSize: 1_024,
        resumable: false,
      })
      .catch((reason: unknown) => reason);
    expect(isUploadError(error, "malformed")).toBe(true);
    await stillWorks(made);
  });

  it("[CL-UP-2] a part answer without its size (unknown) is no mismatch", async () => {
    const made = await uploader();
    answer("/api/common/api/partfile/v1/open/uploadPart", without("size"));
    expect(
      await made.upload.chunked(file(3_000, "video.bin"), {
        bucketName: "sxz-course",
        module: "video",
        partSize: 1_024,
        resumable: false,
      }),
    ).toMatchObject({ success: true, size: 3_000 });
  });

  it("[CL-UP-4] a document answer without its provider keeps the one asked for; without a file id it is a typed error", async () => {
    const made = await uploader();
    answer("/api/document/v1/documents/upload", without("provider"));
    expect(await made.upload.document(file(500, "doc.pdf"), { provider: "local" })).toMatchObject({
      provider: "local",
      success: true,
    });
    answer("/api/document/v1/documents/upload", without("uuid"));
    expect(
      isUploadError(
        await made.upload.document(file(500, "doc.pdf"), { provider: "local" }).catch((reason: unknown) => reason),
        "malformed",
      ),
    ).toBe(true);
    await stillWorks(made);
  });
});
