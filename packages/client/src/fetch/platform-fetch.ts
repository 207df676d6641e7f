import type { AxiosError } from "axios";
import { detectEnvironment } from "../env/environment";
import type { CallingEnvironment } from "../env";
import { createTenantResolver } from "../env/tenant";
import { resolveLanguage } from "../i18n/languages";
import type { Language } from "../i18n/languages";
import { createPlatformStorage } from "../storage/platform-storage";
import { pageState } from "../storage/page-state";
import type { PageState } from "../storage";
import { createTokenStore } from "../auth/token-store";
import { createAuthEventBus } from "../auth/auth-events";
import { crossTabLock, leaseLock } from "../auth/cross-tab-lock";
import { createRefreshBackoff } from "../auth/refresh-backoff";
import { createRefreshCoordinator } from "../auth/refresh-coordinator";
import { createSessionEnd } from "../auth/session-end";
import { refreshGrant } from "../auth/token-endpoint";
import { createTokenWriter } from "../auth/token-writer";
import { settleUnauthorized } from "../auth/unauthorized";
import { checkMembershipOnce } from "../session/membership";
import { tokenNamespace } from "../shared-client";
import { createBaseHeaders } from "../http/base-headers";
import type { ClientContext } from "../http/client-context";
import { applyErrorCatalogue } from "../http/error-catalogue";
import { examContent401Report, isExamContentPage } from "../http/exam-content-report";
import type { ExamContent401Report } from "../http/exam-content-report";
import { platformHeadersFor } from "../http/header-rules";
import type { PlatformRequestOptions, PlatformRequestState } from "../http/request-options";
import { fetchRawHttp, fullUrl, HttpStatusError, send } from "./fetch-transport";
import type { FetchAnswer, FetchCall } from "./fetch-transport";

/** Options of the lean core: the same names and meanings as `createPlatformClient`'s. */
export interface PlatformFetchOptions {
  baseURL?: string;
  /** Request time-out in milliseconds (30 s). */
  timeout?: number;
  tenantId?: string;
  language?: () => Language;
  environment?: CallingEnvironment;
  staticHosts?: string[];
  trustedOrigins?: string[];
  cookieDomain?: string;
  productCookies?: { access: string; refresh: string };
  sessionTokenMirror?: boolean;
  ssoCookie?: string;
  workplaceTerminal?: string;
  marketplaceAdminPaths?: string[];
  intranetProduct?: boolean;
  navigate?: (url: string) => void;
  reportExamContent401?: (report: ExamContent401Report) => void;
  /** @internal Tests: another page's memory, to act as a second tab. */
  pageState?: PageState;
  /** @internal Tests: `null` forces the localStorage lease instead of Web Locks. */
  locks?: null;
}

/** One call: the widget's request shape plus the per-request options of the platform client (`sxz`). */
export interface PlatformFetchCall extends FetchCall {
  sxz?: PlatformRequestOptions;
}

/** A request function of the widget's shape (`RequestFunction`): resolves 2xx answers, rejects like axios. */
export type PlatformFetch = <T = unknown>(call: PlatformFetchCall) => Promise<FetchAnswer<T>>;

/** The lean core of one page: the request function, and `dispose()` to close its cross-tab channel. */
export type PlatformFetchCore = PlatformFetch & { dispose(): void };

const loadRoutes = () => import("./login-routes");

/**
 * The lean request core: `fetch` with the rules of the axios layer — platform headers and static hosts, the
 * bearer token, the page's one refresh on 401 (the same coordinator, cross-tab lock and back-off, shared with a
 * full client of the same page through the page state), the session end, the error catalogue. Login routing,
 * remote configuration and logout load on first need.
 */
export function createPlatformFetch(options: PlatformFetchOptions = {}): PlatformFetchCore {
  const baseURL = options.baseURL ?? "";
  const environment = options.environment ?? detectEnvironment();
  const storage = createPlatformStorage();
  const page = options.pageState ?? pageState();
  const tokens = createTokenStore({
    cookies: storage.cookies,
    session: storage.session,
    local: storage.local,
    ...(options.cookieDomain ? { cookieDomain: options.cookieDomain } : {}),
    ...(options.productCookies ? { productCookies: options.productCookies } : {}),
    ...(options.sessionTokenMirror !== undefined ? { sessionMirror: options.sessionTokenMirror } : {}),
  });
  const href = () => globalThis.location?.href ?? "http://localhost/";
  const language = options.language ?? (() => resolveLanguage());
  const tenantId = createTenantResolver(storage.local, href, options.tenantId);
  const raw = fetchRawHttp(baseURL);
  const baseHeaders = createBaseHeaders({ environment, tokens, uuid: () => storage.uuid(), language, tenantId, ...(options.workplaceTerminal ? { workplaceTerminal: options.workplaceTerminal } : {}) });

  let config: Promise<{ get(key: string): Promise<unknown> }> | undefined;
  const ctx: ClientContext = {
    environment,
    storage,
    tokens,
    page,
    href,
    origin: () => globalThis.location?.origin ?? "http://localhost",
    language,
    tenantId,
    navigate: options.navigate ?? ((url) => globalThis.location?.assign(url)),
    readConfig: async (key) => {
      config ??= loadRoutes().then(({ createConfigReader }) =>
        createConfigReader({ http: { get: (url) => raw.get(url, { headers: baseHeaders(), timeout: 10_000 }) }, storage: storage.bizConfig, tenantId, product: options.intranetProduct ? "intranet" : "public" }),
      );
      return (await config).get(key);
    },
    raw,
    baseHeaders,
  };
  const redirectToLogin = async () => {
    const routes = await loadRoutes();
    return routes.redirectToLogin(ctx, routes.loginRouting(options.ssoCookie));
  };
  const events = createAuthEventBus(storage.shared);
  // No login dialog here: a host that registers one creates the full client, which the widget then uses.
  const session = createSessionEnd({ tokens, storage, events, dialog: () => undefined, redirectToLogin });
  const writer = createTokenWriter(ctx, session);
  const namespace = tokenNamespace(baseURL, tokens);
  const refresh = createRefreshCoordinator({
    tokens,
    page,
    namespace,
    lock: options.locks === null ? leaseLock(storage.shared) : crossTabLock(storage.shared),
    events,
    grant: (refreshToken, needRefreshAgain) => refreshGrant(raw, refreshToken, needRefreshAgain, baseHeaders()),
    store: writer.store,
    session,
    backoff: createRefreshBackoff(storage.shared, namespace),
  });
  let logout: ((options: { suppressDialog: boolean; reason: "forced" }) => Promise<unknown>) | undefined;
  const catalogue = {
    ctx,
    marketplaceAdminPaths: options.marketplaceAdminPaths ?? ["/marketplace/manage"],
    logout: async (logoutOptions: { suppressDialog?: boolean; reason?: string }) => {
      const routes = await loadRoutes();
      logout ??= routes.createLogout({ ctx, events, session, dialog: () => undefined, redirectToLogin });
      return logout(logoutOptions as { suppressDialog: boolean; reason: "forced" });
    },
  };
  const unauthorizedRules = {
    refresh,
    redirectToLogin,
    isInternalUser: async () => {
      const routes = await loadRoutes();
      return routes.internalUser(ctx, routes.loginRouting(options.ssoCookie).ssoCookie);
    },
  };
  const headerPolicy = { ctx, staticHosts: options.staticHosts ?? [], trustedOrigins: options.trustedOrigins ?? [], session };
  const reportExamContent401 = options.reportExamContent401 ?? ((report: ExamContent401Report) => console.error("[sxz] 401 on an exam page", report));

  const request = async (call: PlatformFetchCall, state: PlatformRequestState): Promise<FetchAnswer> => {
    // New requests wait for a refresh in flight on this page rather than spending a 401 (CL-ST-2).
    await refresh.pending()?.catch(() => undefined);
    const sxz = call.sxz ?? {};
    const headers = new Headers(call.headers);
    const plan = platformHeadersFor({ url: new URL(fullUrl(baseURL, { url: call.url }), ctx.origin()).href, baseURL, options: sxz, has: (name) => headers.has(name) }, headerPolicy);
    for (const [name, value] of Object.entries(plan.headers)) headers.set(name, value);
    if (plan.sentAccessToken) Object.assign(state, { sentAccessToken: plan.sentAccessToken, sentAt: Date.now() });
    const travelling = { ...call, headers: Object.fromEntries(headers.entries()) };
    try {
      const answer = await send(baseURL, travelling, options.timeout ?? 30_000);
      if (sxz.raw) return answer;
      const failure = applyErrorCatalogue(answer, catalogue);
      if (failure) throw failure;
      void checkMembershipOnce(ctx);
      return answer;
    } catch (error) {
      if (!(error instanceof HttpStatusError) || sxz.raw) throw error;
      const answer = error.response;
      if (answer.status !== 401) throw applyErrorCatalogue(answer, catalogue) ?? error;
      if (isExamContentPage(ctx.href())) reportExamContent401(examContent401Report(ctx, { config: { ...answer.config, sxzState: state }, response: answer } as unknown as Pick<AxiosError, "config" | "response">));
      await settleUnauthorized(state, answer, unauthorizedRules, error);
      if (call.signal?.aborted) throw call.signal.reason;
      // The one replay: the headers this layer added are rebuilt with the new token.
      return request(call, { replayed: true });
    }
  };
  const core = <T>(call: PlatformFetchCall) => request(call, {}) as Promise<FetchAnswer<T>>;
  return Object.assign(core, {
    dispose() {
      session.close();
      events.close();
    },
  });
}
