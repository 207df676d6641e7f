import { detectEnvironment } from "../env/environment";
import { resolveLanguage } from "../i18n/languages";
import { deferSessionEnd } from "../auth/deferred-session-end";
import { loadOnUse } from "../on-use/load-on-use";
import type { AnswerSide } from "../http/pipeline";
import { createRequestPipeline, PIPELINE } from "../http/request-pipeline";
import { createClientContext } from "../platform/client-context";
import { membershipAfterSuccess } from "../platform/membership-check";
import type { PlatformRequestOptions } from "../http/request-options";
import { browserTransport, fetchRawHttp } from "../http/transport";
import type { FetchAnswer, FetchCall } from "./fetch-transport";
import type { Recovery } from "./recovery";
import type { PlatformClientOptions } from "../platform/options";

/** Options of the lean core: those of `createPlatformClient` that a request needs, with the same meanings. */
export type PlatformFetchOptions = Pick<
  PlatformClientOptions,
  | "baseURL"
  | "timeout"
  | "tenantId"
  | "language"
  | "environment"
  | "staticHosts"
  | "trustedOrigins"
  | "cookieDomain"
  | "productCookies"
  | "sessionTokenMirror"
  | "ssoCookie"
  | "workplaceTerminal"
  | "marketplaceAdminPaths"
  | "intranetProduct"
  | "navigate"
  | "reportExamContent401"
  | "pageState"
  | "locks"
>;

/** One call: the widget's request shape plus the per-request options of the platform client (`sxz`). */
export interface PlatformFetchCall extends FetchCall {
  sxz?: PlatformRequestOptions;
}

/** A request function of the widget's shape (`RequestFunction`): resolves 2xx answers, rejects like axios. */
export type PlatformFetch = <T = unknown>(call: PlatformFetchCall) => Promise<FetchAnswer<T>>;

/** Whether someone is signed in on the page, and the way in for a visitor. */
export interface PlatformSignIn {
  /** Both token cookies exist (CL-ST-1). */
  isLoggedIn(): boolean;
  /**
   * Sends a visitor to where they log in (the school's login method, CL-ST-15), coming back to `target` when it is
   * a legal redirect (CL-VAL-5, else the site's home); ignored within 6 s of the page's previous login redirect
   * (CL-ST-9). Resolves whether it went.
   */
  signIn(target: string): Promise<boolean>;
}

/** The lean core of one page: the request function, `dispose()` to close its cross-tab channel, and its sign-in. */
export type PlatformFetchCore = PlatformFetch & PlatformSignIn & { dispose(): void };

const loadRecovery = () => import("./recovery");

/**
 * The lean request core: the client's one request pipeline (`http/request-pipeline.ts`) over fetch — platform headers and static hosts, the
 * bearer token, the page's one refresh on 401 (the same coordinator, cross-tab lock and back-off, shared with a
 * full client of the same page through the page state), the session end, the error catalogue. A request that
 * goes well needs only the token read, the platform headers and fetch: the refresh, the catalogue's decisions and
 * the exam-content report load with the first answer that needs them (one chunk, one shared import), and with them
 * the session end (also when another tab's logout arrives: this tab listens from the start); the membership check
 * with the first success of a signed-in user; login routing, remote configuration and logout when a session ends.
 */
export function createPlatformFetch(options: PlatformFetchOptions = {}): PlatformFetchCore {
  const baseURL = options.baseURL ?? "";
  const { ctx, namespace } = createClientContext(options, {
    environment: options.environment ?? detectEnvironment(),
    language: options.language ?? (() => resolveLanguage()),
    raw: fetchRawHttp(baseURL),
    readConfig: async (key) => (await lean()).readConfig(key),
  });
  const { tokens, storage } = ctx;
  // The rules for an answer gone wrong and a session end, wired on this core once their chunk is there.
  const lean = loadOnUse(loadRecovery, ({ leanRecovery }) => leanRecovery(ctx, options, namespace));
  // No login dialog here: a host that registers one creates the full client, which the widget then uses.
  const session = deferSessionEnd({
    tokens,
    store: storage.shared,
    importChunk: async () => (await lean()).startSessionEnd,
  });
  // One import and one coordinator for the core, however many requests meet a 401 while the chunk loads: they
  // all wait for it, then join the page's one refresh. A chunk that failed to load (a network drop) is asked for
  // again by the next request that needs it.
  const recover: () => Promise<Recovery> = loadOnUse(
    async () => ({ wiring: await lean(), loaded: await session.load() }),
    ({ wiring, loaded }) => wiring.recovery(loaded),
  );
  const answers: AnswerSide = {
    recovery: recover,
    // CL-ST-10 applies to a signed-in user only: a visitor's page never loads the check.
    afterSuccess: membershipAfterSuccess(ctx),
  };
  const pipeline = createRequestPipeline({
    ctx,
    namespace,
    baseURL,
    timeout: options.timeout ?? 30_000,
    headers: { staticHosts: options.staticHosts ?? [], trustedOrigins: options.trustedOrigins ?? [], session },
    transport: browserTransport,
    answers,
  });
  const core = <T>(call: PlatformFetchCall) => pipeline.request(call) as Promise<FetchAnswer<T>>;
  return Object.assign(core, {
    [PIPELINE]: pipeline.deps,
    dispose() {
      session.close();
    },
    isLoggedIn: () => tokens.isLoggedIn(),
    // The login routing is the chunk a session end loads; a visitor's page fetches it only when asked to sign in.
    signIn: async (target: string) => (await import("./login-routes")).signInFrom(ctx, options.ssoCookie, target),
  });
}
