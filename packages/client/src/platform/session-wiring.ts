import { readPageQuery } from "../env";
import type { Auth } from "../auth/auth-service";
import type { LoginDialog } from "../auth/logout";
import { DEFAULT_ROUTING } from "../auth/routing-defaults";
import type { LoginRoutingOptions } from "../auth/routing-defaults";
import { deferSessionEnd } from "../auth/deferred-session-end";
import type { DeferredSessionEnd } from "../auth/deferred-session-end";
import type { PlatformHttp } from "../http/request-options";
import type { FreeLoginResult } from "../session";
import type { ClientContext } from "./client-context";
import { createLazyAuth } from "./lazy-auth";
import { loadOnUse } from "../on-use/load-on-use";
import type { PlatformClientOptions } from "./options";
import type { SessionServices } from "./session-services";

/** The session side of the full client: the session end (deferred, as the lean core's), `client.auth`, and the services chunk. */
export interface SessionWiring {
  session: DeferredSessionEnd;
  auth: Auth;
  /** The refresh, the catalogue's decisions, the auth calls and the session helpers: one chunk, one shared import. */
  services: () => Promise<SessionServices>;
}

function defaultReplaceAddress(href: string) {
  try {
    globalThis.history?.replaceState(globalThis.history.state, "", href);
  } catch {
    // A cross-origin replacement is refused; the address keeps the consumed parameter, which is harmless.
  }
}

/** Login routing of the options (providers, intranet login, bundle id, SSO cookie) over the defaults. */
export function loginRoutingOf(options: PlatformClientOptions): LoginRoutingOptions {
  return {
    ...DEFAULT_ROUTING,
    ...(options.thirdPartyProviders ? { providers: options.thirdPartyProviders } : {}),
    ...(options.intranetLoginPath ? { intranetLoginPath: options.intranetLoginPath } : {}),
    ...(options.bundleId ? { bundleId: options.bundleId } : {}),
    ssoCookie: options.ssoCookie ?? "sxz_sso",
  };
}

/**
 * Wires the session of the full client on its context: the other tabs' events heard from the start (another tab's
 * logout must be), the session end with its bus loaded with the first event or answer that needs it, the rest in the
 * services chunk, loaded by the first answer or call that needs it (a chunk that failed to load is asked for again
 * next time).
 */
export function wireSession(
  ctx: ClientContext,
  namespace: string,
  options: PlatformClientOptions,
  http: () => PlatformHttp,
): SessionWiring {
  const routing = loginRoutingOf(options);
  const loginDialog: { current?: LoginDialog } = {};
  // The other tabs are heard from the start; the session end with its bus loads with the first event or answer that
  // needs it (the services chunk loads it too), as in the lean core.
  const session = deferSessionEnd({
    tokens: ctx.tokens,
    store: ctx.storage.shared,
    importChunk: async () =>
      (await import("../auth/start-session-end")).startSessionEnd({
        tokens: ctx.tokens,
        storage: ctx.storage,
        dialog: () => loginDialog.current,
        // CL-ST-5 / CL-ERR-1: once per session end in this tab (and at most once per 6 s for the page, CL-ST-9).
        redirectToLogin: async () => (await services()).redirectToLogin(),
      }),
  });
  const services = loadOnUse(
    async () => ({ chunk: await import("./session-services"), loaded: await session.load() }),
    ({ chunk, loaded }): SessionServices =>
      chunk.createSessionServices({
        ctx,
        http: http(),
        events: loaded.events,
        session: loaded.session,
        namespace,
        locks: options.locks,
        loginDialog,
        routing,
        replaceAddress: options.replaceAddress ?? defaultReplaceAddress,
        marketplaceAdminPaths: options.marketplaceAdminPaths ?? ["/marketplace/manage"],
        reportExamContent401:
          options.reportExamContent401 ?? ((report) => console.error("[sxz] 401 on an exam page", report)),
        workplaceProxy: options.workplaceProxy ?? "workplace",
      }),
  );
  const auth = createLazyAuth({
    ctx,
    session,
    loginDialog,
    ssoCookie: routing.ssoCookie,
    auth: async () => (await services()).auth,
  });
  return { session, auth, services };
}

/** Start-up work of an address that asks for it: the `_tpToken` exchange and the workplace free login. */
export interface StartUp {
  /** Settles when the start-up work is done; requests wait for it. */
  ready: Promise<void>;
  /** Whether the address asked for start-up work at all. */
  work: boolean;
  freeLogin: Promise<FreeLoginResult | undefined>;
}

/** Only an address that carries a `_tpToken` or a workplace code loads the code that uses it (nothing when `bootstrap` is false). */
export function startUp(href: string, wiring: Pick<SessionWiring, "auth" | "services">, bootstrap = true): StartUp {
  const idle: StartUp = { ready: Promise.resolve(), work: false, freeLogin: Promise.resolve(undefined) };
  if (!bootstrap) return idle;
  const query = readPageQuery(href);
  const exchange = query.thirdPartyToken
    ? wiring.auth
        .exchangeThirdPartyToken()
        .catch((error: unknown) => void console.warn("[sxz] third-party login failed", error))
    : undefined;
  const workplaceLogin = Boolean(query.workplaceTag && query.workplaceCode);
  if (!exchange && !workplaceLogin) return idle;
  const freeLogin = workplaceLogin
    ? wiring
        .services()
        .then((loaded) => loaded.workplaceFreeLogin())
        .catch((error: unknown) => {
          console.warn("[sxz] workplace free login failed", error);
          return undefined;
        })
    : idle.freeLogin;
  return { ready: Promise.all([exchange, freeLogin]).then(() => undefined), work: true, freeLogin };
}
