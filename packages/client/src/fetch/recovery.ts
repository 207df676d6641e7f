// What the lean fetch core needs only when an answer goes wrong, a token must be renewed or a session ends: the
// page's one refresh (coordinator, cross-tab lock, back-off, token endpoint, token writing), the error catalogue's
// decisions, the exam-content report, and the session end with the auth event bus and forgetting the user (another
// tab's logout loads it too). A chunk of its own, loaded on first need; every rule is the full client's own module.
import { createRecovery } from "../auth/answer-recovery";
import type { Recovery } from "../auth/answer-recovery";
import type { LoadedSessionEnd, StartSessionEnd } from "../auth/deferred-session-end";
import { startSessionEnd } from "../auth/start-session-end";
import { createPageRefresh } from "../auth/page-refresh";
import { createTokenWriter } from "../auth/token-writer";
import type { ClientContext } from "../platform/client-context";
import type { CatalogueDeps } from "../http/error-catalogue";
import type { PlatformFetchOptions } from "./platform-fetch";

export type { Recovery };

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
    // No login dialog here: a host that registers one creates the full client.
    startSessionEnd: startSessionEnd({
      tokens: ctx.tokens,
      storage: ctx.storage,
      redirectToLogin,
      dialog: () => undefined,
    }),
    async readConfig(key) {
      config ??= loadRoutes().then(({ createConfigReader }) =>
        createConfigReader({
          http: { get: (url) => ctx.raw.get(url, { headers: ctx.baseHeaders(), timeout: 10_000 }) },
          storage: ctx.storage.bizConfig,
          tenantId: ctx.tenantId,
          product: options.intranetProduct ? "intranet" : "public",
        }),
      );
      return (await config).get(key);
    },
    recovery: ({ events, session }) =>
      createRecovery({
        ctx,
        refresh: createPageRefresh({
          ctx,
          events,
          session,
          namespace,
          locks: options.locks,
          store: createTokenWriter(ctx, session).store,
        }),
        marketplaceAdminPaths: options.marketplaceAdminPaths ?? ["/marketplace/manage"],
        logout: async (logoutOptions) => {
          const routes = await loadRoutes();
          logout ??= routes.createLogout({
            ctx,
            events,
            session,
            dialog: () => undefined,
            redirectToLogin,
          }) as CatalogueDeps["logout"];
          return logout(logoutOptions);
        },
        redirectToLogin,
        isInternalUser: async () => {
          const routes = await loadRoutes();
          return routes.internalUser(ctx, routes.loginRouting(options.ssoCookie).ssoCookie);
        },
        reportExamContent401:
          options.reportExamContent401 ?? ((report) => console.error("[sxz] 401 on an exam page", report)),
      }),
  };
}
