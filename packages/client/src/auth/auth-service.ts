import type { AxiosInstance } from "axios";
import type { ClientContext } from "../http/client-context";
import { PlatformError } from "../http/errors";
import type { AuthEvent, AuthEventBus } from "./auth-events";
import { fetchCurrentUser } from "./current-user";
import type { UserSummary } from "./current-user";
import { activeHosts, exclusiveSyncDomains, HOST_DOMAIN_CONFIG_KEY, parseHostDomains } from "./host-domains";
import type { HostDomainConfig } from "./host-domains";
import { redirectToLogin } from "./login-redirect";
import { isInternalUser, loginUrl } from "./login-routing";
import type { LoginRoutingOptions } from "./login-routing";
import { logout } from "./logout";
import type { LoginDialog, LogoutOptions, LogoutResult } from "./logout";
import { isLegalRedirect, safeRedirectTarget } from "./redirect-safety";
import type { RefreshCoordinator } from "./refresh-coordinator";
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
  /** Session events from other tabs (logout, refreshed). */
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
  http: () => AxiosInstance;
  events: AuthEventBus;
  refresh: RefreshCoordinator;
  routing: LoginRoutingOptions;
  replaceAddress: (href: string) => void;
}

export function createAuth(deps: AuthDeps): Auth {
  const { ctx, events } = deps;
  let dialog: LoginDialog | undefined;
  let hostDomains: Promise<HostDomainConfig | undefined> | undefined;
  let loggingOut: Promise<LogoutResult> | undefined;

  const readHostDomains = () => {
    hostDomains ??= ctx.readConfig(HOST_DOMAIN_CONFIG_KEY).then(parseHostDomains, () => undefined);
    return hostDomains;
  };
  const storeTokens = async (set: TokenSet) => {
    const domains = exclusiveSyncDomains(await readHostDomains(), new URL(ctx.origin()).hostname);
    ctx.tokens.write(set, domains);
  };
  const goToLogin = (target?: string) => redirectToLogin(ctx, deps.routing, target ?? ctx.href());
  const policy = async () => ({ origin: ctx.origin(), allowedHosts: activeHosts(await readHostDomains()) });

  events.subscribe((event) => {
    // Another tab logged out: the cookies are already gone; offer the login dialog if the host has one,
    // never a forced redirect (it could throw away unsaved work on this page).
    if (event.type === "logout") dialog?.show({ reason: "other-tab" });
  });

  return {
    tokens: ctx.tokens,
    isLoggedIn: () => ctx.tokens.isLoggedIn(),
    async login(username, password) {
      const set = await passwordGrant(ctx.raw, username, password, ctx.baseHeaders());
      await storeTokens(set);
      return set;
    },
    storeTokens,
    logout(options) {
      // Concurrent triggers (several answers with 901100005 at once) share one logout.
      loggingOut ??= logout({ ctx, events, dialog: () => dialog, redirectToLogin: () => goToLogin() }, options).finally(() => {
        loggingOut = undefined;
      });
      return loggingOut;
    },
    loginUrl: (target) => loginUrl(ctx, deps.routing, target ?? ctx.href()),
    redirectToLogin: goToLogin,
    registerLoginDialog(next) {
      dialog = next;
      return () => {
        if (dialog === next) dialog = undefined;
      };
    },
    onSessionEvent: (listener) => events.subscribe(listener),
    refresh: () =>
      ctx.tokens.isLoggedIn()
        ? deps.refresh.refresh(ctx.tokens.read().accessToken ?? "")
        : Promise.reject(new PlatformError("unauthorized", "There is no session to renew.")),
    currentUser: () => fetchCurrentUser(deps.http(), ctx.storage, ctx.tokens.read().userId),
    exchangeThirdPartyToken: () => exchangeThirdPartyToken(ctx, { store: storeTokens, replaceAddress: deps.replaceAddress }),
    isLegalRedirect: async (url) => isLegalRedirect(url, await policy()),
    safeRedirectTarget: async (url) => safeRedirectTarget(url, await policy()),
    isInternalUser: () => isInternalUser(ctx, deps.routing.ssoCookie),
    hostDomains: readHostDomains,
  };
}
