import type { PlatformHttp } from "../http/request-options";
import { isLegalRedirect, safeRedirectTarget } from "@sxz/contract";
import type { ClientContext } from "../platform/client-context";
import { PlatformError } from "../http/errors";
import { loginMethodRefusal } from "../http/error-catalogue";
import type { AuthEvent, AuthEventBus } from "./auth-events";
import { fetchCurrentUser } from "./current-user";
import type { UserSummary } from "./current-user";
import { activeHosts } from "./host-domains";
import { createTokenWriter } from "./token-writer";
import type { HostDomainConfig } from "./host-domains";
import { redirectToLogin } from "./login-redirect";
import { isInternalUser, loginUrl } from "./login-routing";
import type { LoginRoutingOptions } from "./login-routing";
import { createLogout } from "./logout";
import type { LoginDialog, LogoutOptions, LogoutResult } from "./logout";
import type { RefreshCoordinator } from "./refresh-coordinator";
import type { SessionEnd } from "./session-end";
import { exchangeThirdPartyToken } from "./third-party-token";
import { passwordGrant } from "./token-endpoint";
import type { TokenSet, TokenStore } from "./token-store";

export interface Auth {
  readonly tokens: TokenStore;
  /** CL-ST-1. */
  isLoggedIn(): boolean;
  /** The password grant; stores the set like a refresh does. */
  login(username: string, password: string): Promise<TokenSet>;
  /** Stores a token set obtained elsewhere (cookies, mirrors, exclusive hosts). */
  storeTokens(set: TokenSet): Promise<void>;
  logout(options?: LogoutOptions): Promise<LogoutResult>;
  /** Where this user logs in (CL-ST-15), without going there. */
  loginUrl(target?: string): Promise<string>;
  /** Goes to login at most once per 6 s (CL-ST-9). */
  redirectToLogin(target?: string): Promise<boolean>;
  /** Registers the host's login dialog (CL-ST-8); returns the function that unregisters it. */
  registerLoginDialog(dialog: LoginDialog): () => void;
  /**
   * Session events: every session end once per tab (a logout or refused refresh in another tab, this tab's refused
   * refresh or vanished tokens, a forced logout; not the `logout()` the host called itself), and other tabs' refreshes.
   */
  onSessionEvent(listener: (event: AuthEvent) => void): () => void;
  /** Renews the access token now (joins a refresh in flight). */
  refresh(): Promise<string>;
  currentUser(): Promise<UserSummary | undefined>;
  /** The `_tpToken` exchange (CL-RT-10); run at start-up by the client. */
  exchangeThirdPartyToken(): Promise<boolean>;
  /** CL-VAL-5 against the page origin and the configured host list. */
  isLegalRedirect(url: unknown): Promise<boolean>;
  /** The target when legal, else the site's home. */
  safeRedirectTarget(url: unknown): Promise<string>;
  /** Internal-company user (CL-ENV-4). */
  isInternalUser(): boolean;
  /** The host-domain list (CL-ENT-4), read once per client. */
  hostDomains(): Promise<HostDomainConfig | undefined>;
}

export interface AuthDeps {
  ctx: ClientContext;
  http: () => PlatformHttp;
  events: AuthEventBus;
  refresh: RefreshCoordinator;
  session: SessionEnd;
  /** The dialog the host registered, shared with the session end. */
  loginDialog: { current?: LoginDialog };
  routing: LoginRoutingOptions;
  replaceAddress: (href: string) => void;
}

export function createAuth(deps: AuthDeps): Auth {
  const { ctx, events, session, loginDialog } = deps;
  const writer = createTokenWriter(ctx, session);
  const readHostDomains = writer.hostDomains;
  const storeTokens = writer.store;
  const goToLogin = (target?: string) => redirectToLogin(ctx, deps.routing, target ?? ctx.href());
  const policy = async () => ({
    origin: ctx.origin(),
    base: ctx.href(),
    allowedHosts: activeHosts(await readHostDomains()),
  });

  return {
    tokens: ctx.tokens,
    isLoggedIn: () => ctx.tokens.isLoggedIn(),
    async login(username, password) {
      // CL-RT-2: a school that does not allow password sign-in says so on this call.
      const set = await passwordGrant(ctx.raw, username, password, ctx.baseHeaders(), (response) =>
        loginMethodRefusal(response, ctx),
      );
      await storeTokens(set);
      return set;
    },
    storeTokens,
    logout: createLogout({
      ctx,
      events,
      session,
      dialog: () => loginDialog.current,
      redirectToLogin: () => goToLogin(),
    }),
    loginUrl: (target) => loginUrl(ctx, deps.routing, target ?? ctx.href()),
    redirectToLogin: goToLogin,
    registerLoginDialog(next) {
      loginDialog.current = next;
      return () => {
        if (loginDialog.current === next) delete loginDialog.current;
      };
    },
    onSessionEvent: (listener) => session.subscribe(listener),
    refresh: () =>
      ctx.tokens.isLoggedIn()
        ? deps.refresh.refresh(ctx.tokens.read().accessToken ?? "")
        : Promise.reject(new PlatformError("unauthorized", "There is no session to renew.")),
    currentUser: () => fetchCurrentUser(deps.http(), ctx.storage, ctx.tokens.read().userId),
    exchangeThirdPartyToken: () =>
      exchangeThirdPartyToken(ctx, { store: storeTokens, replaceAddress: deps.replaceAddress }),
    isLegalRedirect: async (url) => isLegalRedirect(url, await policy()),
    safeRedirectTarget: async (url) => safeRedirectTarget(url, await policy()),
    isInternalUser: () => isInternalUser(ctx, deps.routing.ssoCookie),
    hostDomains: readHostDomains,
  };
}
