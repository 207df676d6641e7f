import type { CookieJar, KeyValueStore, PlatformStorage } from "../storage";
import { LOCAL_KEYS, SESSION_KEYS } from "../storage";

/** The token set of CL-ENT-1 as this layer keeps it. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** Cookie names of the token set (CL-ENT-1). */
export const TOKEN_COOKIES = { access: "access_token", refresh: "refresh_token", userId: "user_id" } as const;

export interface TokenStoreOptions {
  cookies: CookieJar;
  session: KeyValueStore;
  local: KeyValueStore;
  /** Parent domain the token cookies are written on (e.g. `.school.example.com`); host-only when missing. */
  cookieDomain?: string;
  /** The product-specific mirror pair (CL-ENT-1), e.g. `{ access: "sxz_access_token", refresh: "sxz_refresh_token" }`. */
  productCookies?: { access: string; refresh: string };
  /** Mirror the set in session storage (`sxz-token`); on by default. */
  sessionMirror?: boolean;
  /** Lifetime of the token cookies in seconds; session cookies when missing. */
  cookieMaxAgeSeconds?: number;
}

export interface TokenStore {
  /** The current set from the cookies (the source of truth); fields missing when absent. */
  read(): Partial<TokenSet>;
  /** Logged in means both the access and the refresh token cookies exist (CL-ST-1). */
  isLoggedIn(): boolean;
  /** Writes the cookies (on the cookie domain and any extra domains) and the mirrors (CL-ST-4). */
  write(set: TokenSet, extraDomains?: readonly string[]): void;
  /** Refresh tokens to try in order: main cookie, product cookie, session mirror; duplicates dropped (CL-ST-3). */
  refreshCandidates(): string[];
  /**
   * Removes every token cookie on every parent domain and path, and the mirrors; returns the cookie names that
   * could still be read afterwards (empty when the clear is confirmed).
   */
  clear(): string[];
  /** Every cookie name this store writes. */
  readonly cookieNames: readonly string[];
}

/** The token options a client takes (`createPlatformClient`, the lean core), under their public names. */
export interface ClientTokenOptions {
  cookieDomain?: string;
  productCookies?: { access: string; refresh: string };
  sessionTokenMirror?: boolean;
}

/** The page's token store in the page's storage, as a client's options describe it. */
export function clientTokenStore(
  storage: Pick<PlatformStorage, "cookies" | "session" | "local">,
  options: ClientTokenOptions,
): TokenStore {
  return createTokenStore({
    cookies: storage.cookies,
    session: storage.session,
    local: storage.local,
    ...(options.cookieDomain ? { cookieDomain: options.cookieDomain } : {}),
    ...(options.productCookies ? { productCookies: options.productCookies } : {}),
    ...(options.sessionTokenMirror !== undefined ? { sessionMirror: options.sessionTokenMirror } : {}),
  });
}

export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const { cookies, session, local, productCookies } = options;
  const sessionMirror = options.sessionMirror ?? true;
  const cookieNames = [
    TOKEN_COOKIES.access,
    TOKEN_COOKIES.refresh,
    TOKEN_COOKIES.userId,
    ...(productCookies ? [productCookies.access, productCookies.refresh] : []),
  ];

  const write = (name: string, value: string, domains: readonly (string | undefined)[]) => {
    for (const domain of domains) {
      cookies.set(name, value, {
        ...(domain ? { domain } : {}),
        ...(options.cookieMaxAgeSeconds ? { maxAgeSeconds: options.cookieMaxAgeSeconds } : {}),
      });
    }
  };

  return {
    cookieNames,
    read() {
      const set: Partial<TokenSet> = {};
      const access = cookies.get(TOKEN_COOKIES.access);
      const refresh = cookies.get(TOKEN_COOKIES.refresh);
      const userId = cookies.get(TOKEN_COOKIES.userId);
      if (access) set.accessToken = access;
      if (refresh) set.refreshToken = refresh;
      if (userId) set.userId = userId;
      return set;
    },
    isLoggedIn() {
      return Boolean(cookies.get(TOKEN_COOKIES.access) && cookies.get(TOKEN_COOKIES.refresh));
    },
    write(set, extraDomains = []) {
      const domains = [options.cookieDomain, ...extraDomains.filter((domain) => domain !== options.cookieDomain)];
      write(TOKEN_COOKIES.access, set.accessToken, domains);
      write(TOKEN_COOKIES.refresh, set.refreshToken, domains);
      write(TOKEN_COOKIES.userId, set.userId, domains);
      if (productCookies) {
        write(productCookies.access, set.accessToken, domains);
        write(productCookies.refresh, set.refreshToken, domains);
      }
      if (sessionMirror) session.set(SESSION_KEYS.tokens, set);
      local.set(LOCAL_KEYS.userId, set.userId);
    },
    refreshCandidates() {
      const candidates = [
        cookies.get(TOKEN_COOKIES.refresh),
        productCookies ? cookies.get(productCookies.refresh) : undefined,
        sessionMirror ? session.get<Partial<TokenSet>>(SESSION_KEYS.tokens)?.refreshToken : undefined,
      ];
      return [...new Set(candidates.filter((token): token is string => typeof token === "string" && token.length > 0))];
    },
    clear() {
      const remaining = cookieNames.filter((name) => !cookies.removeEverywhere(name));
      session.remove(SESSION_KEYS.tokens);
      local.remove(LOCAL_KEYS.userId);
      return remaining;
    },
  };
}
