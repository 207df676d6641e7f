// What the lean fetch core needs only when an answer goes wrong, a token must be renewed or a session ends: the
// page's one refresh (coordinator, cross-tab lock, back-off, token endpoint, token writing), the error catalogue's
// decisions, the exam-content report, and the session end with the auth event bus and forgetting the user (another
// tab's logout loads it too). A chunk of its own, loaded on first need; every rule is the axios layer's own module.
import type { AxiosError } from "axios";
import { createAuthEventBus } from "../auth/auth-events";
import type { AuthEventBus } from "../auth/auth-events";
import type { LoadedSessionEnd, StartSessionEnd } from "../auth/deferred-session-end";
import { createPageRefresh } from "../auth/page-refresh";
import { createSessionEnd } from "../auth/session-end";
import type { SessionEnd, SessionEndDeps } from "../auth/session-end";
import { createTokenWriter } from "../auth/token-writer";
import { settleUnauthorized } from "../auth/unauthorized";
import type { UnauthorizedRules } from "../auth/unauthorized";
import type { ClientContext } from "../platform/client-context";
import { applyErrorCatalogue } from "../http/error-catalogue";
import type { CatalogueDeps } from "../http/error-catalogue";
import { examContent401Report, isExamContentPage } from "../http/exam-content-report";
import type { ExamContent401Report } from "../http/exam-content-report";
import type { PlatformError } from "../http/errors";
import type { PlatformRequestState } from "../http/request-options";
import type { FetchAnswer } from "./fetch-transport";
import type { PlatformFetchOptions } from "./platform-fetch";

export interface RecoveryDeps {
  ctx: ClientContext;
  session: SessionEnd;
  events: AuthEventBus;
  namespace: string;
  /** `null` forces the localStorage lease instead of Web Locks (tests). */
  locks?: null | undefined;
  logout: CatalogueDeps["logout"];
  marketplaceAdminPaths: readonly string[];
  isInternalUser: UnauthorizedRules["isInternalUser"];
  redirectToLogin: UnauthorizedRules["redirectToLogin"];
  reportExamContent401: (report: ExamContent401Report) => void;
}

export interface Recovery {
  /** The error catalogue for an answer other than 401: the error to reject with, or undefined. */
  judge(answer: FetchAnswer): PlatformError | undefined;
  /** A 401: resolves when the request is to replay once, rejects with what the caller gets otherwise. */
  unauthorized(state: PlatformRequestState, answer: FetchAnswer, cause: unknown): Promise<void>;
}

/** The lean core's session end (no login dialog: a host that registers one creates the full client) on the page's inbox. */
export function startSessionEnd(deps: Pick<SessionEndDeps, "tokens" | "storage" | "redirectToLogin">): StartSessionEnd {
  return ({ inbox, hadSession }) => {
    const events = createAuthEventBus(deps.storage.shared, globalThis, inbox);
    const session = createSessionEnd({ ...deps, events, dialog: () => undefined, hadSession });
    return { events, session };
  };
}

export function createRecovery(deps: RecoveryDeps): Recovery {
  const { ctx, session, events, namespace } = deps;
  const writer = createTokenWriter(ctx, session);
  const refresh = createPageRefresh({ ctx, events, session, namespace, locks: deps.locks, store: writer.store });
  const catalogue: CatalogueDeps = { ctx, marketplaceAdminPaths: deps.marketplaceAdminPaths, logout: deps.logout };
  const rules: UnauthorizedRules = { refresh, redirectToLogin: deps.redirectToLogin, isInternalUser: deps.isInternalUser };
  return {
    judge: (answer) => applyErrorCatalogue(answer, catalogue),
    async unauthorized(state, answer, cause) {
      if (isExamContentPage(ctx.href())) deps.reportExamContent401(examContent401Report(ctx, { config: { ...answer.config, sxzState: state }, response: answer } as unknown as Pick<AxiosError, "config" | "response">));
      await settleUnauthorized(state, answer, rules, cause);
    },
  };
}

/** What one lean core wires once this chunk is there: its session end, its configuration reads, its recovery. */
export interface LeanRecovery {
  startSessionEnd: StartSessionEnd;
  readConfig(key: string): Promise<unknown>;
  recovery(loaded: LoadedSessionEnd): Recovery;
}

/**
 * The lean core's wiring of the rules that run when an answer goes wrong or a session ends, kept out of its first
 * request: login routing, logout and the remote configuration load further on, when a session ends.
 */
export function leanRecovery(ctx: ClientContext, options: PlatformFetchOptions, namespace: string): LeanRecovery {
  const loadRoutes = () => import("./login-routes");
  const redirectToLogin = async () => {
    const routes = await loadRoutes();
    return routes.redirectToLogin(ctx, routes.loginRouting(options.ssoCookie));
  };
  let config: Promise<{ get(key: string): Promise<unknown> }> | undefined;
  let logout: CatalogueDeps["logout"] | undefined;
  return {
    startSessionEnd: startSessionEnd({ tokens: ctx.tokens, storage: ctx.storage, redirectToLogin }),
    async readConfig(key) {
      config ??= loadRoutes().then(({ createConfigReader }) =>
        createConfigReader({ http: { get: (url) => ctx.raw.get(url, { headers: ctx.baseHeaders(), timeout: 10_000 }) }, storage: ctx.storage.bizConfig, tenantId: ctx.tenantId, product: options.intranetProduct ? "intranet" : "public" }),
      );
      return (await config).get(key);
    },
    recovery: ({ events, session }) =>
      createRecovery({
        ctx,
        session,
        events,
        namespace,
        locks: options.locks,
        marketplaceAdminPaths: options.marketplaceAdminPaths ?? ["/marketplace/manage"],
        logout: async (logoutOptions) => {
          const routes = await loadRoutes();
          logout ??= routes.createLogout({ ctx, events, session, dialog: () => undefined, redirectToLogin }) as CatalogueDeps["logout"];
          return logout(logoutOptions);
        },
        redirectToLogin,
        isInternalUser: async () => {
          const routes = await loadRoutes();
          return routes.internalUser(ctx, routes.loginRouting(options.ssoCookie).ssoCookie);
        },
        reportExamContent401: options.reportExamContent401 ?? ((report) => console.error("[sxz] 401 on an exam page", report)),
      }),
  };
}
