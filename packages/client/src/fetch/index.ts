// @sxz/client/fetch: the lean request core (the request pipeline over fetch), for embeds that need platform calls and
// nothing else.
import { SHARED_CLIENT } from "../shared-client";
import type { PlatformHttp } from "../http/request-options";
import { createPlatformFetch } from "./platform-fetch";
import type { PlatformFetch, PlatformFetchCall, PlatformFetchCore, PlatformSignIn } from "./platform-fetch";
import type { Auth } from "../auth/auth-service";
import type { FetchAnswer } from "./fetch-transport";

export { createPlatformFetch };
export type {
  PlatformFetch,
  PlatformFetchCall,
  PlatformFetchCore,
  PlatformFetchOptions,
  PlatformSignIn,
} from "./platform-fetch";
export { HttpStatusError, TransportError } from "./fetch-transport";
export type { FetchAnswer, FetchCall, FetchMethod } from "./fetch-transport";

const SHARED_FETCH = Symbol.for("sxz.client.shared-fetch");

/**
 * The page-wide request function: the full client's `http` when the page has one (`getPlatformClient` /
 * `setPlatformClient`: the host's options, its login dialog), else one lean core for the page, created on first
 * use. Either way the page's tokens and its one refresh are shared.
 */
export const platformRequest: PlatformFetch = <T>(call: PlatformFetchCall): Promise<FetchAnswer<T>> => {
  const client = pageHolder()[SHARED_CLIENT];
  if (client) return client.http(call) as unknown as Promise<FetchAnswer<T>>;
  return pageCore()(call);
};

type PageHolder = {
  [SHARED_CLIENT]?: { http: PlatformHttp; auth: Pick<Auth, "isLoggedIn" | "redirectToLogin" | "safeRedirectTarget"> };
  [SHARED_FETCH]?: PlatformFetchCore;
};
const pageHolder = () => globalThis as PageHolder;
function pageCore(): PlatformFetchCore {
  const holder = pageHolder();
  holder[SHARED_FETCH] ??= createPlatformFetch();
  return holder[SHARED_FETCH];
}

/** The page's full client, when it has one with a session (a page may hold one made by another copy of the kit, or a host's own stand-in with only `http`). */
function sharedClientWithSession() {
  const client = pageHolder()[SHARED_CLIENT];
  return client && typeof client.auth?.isLoggedIn === "function" ? client : undefined;
}

/**
 * The page's sign-in, beside `platformRequest`: the full client's session when the page has one (its host list
 * for the redirect rule), else the lean core's. Both check CL-VAL-5 on the way back and share the page's 6 s
 * login-redirect throttle.
 */
export const platformSignIn: PlatformSignIn = {
  isLoggedIn() {
    const client = sharedClientWithSession();
    return client ? client.auth.isLoggedIn() : pageCore().isLoggedIn();
  },
  async signIn(target) {
    const client = sharedClientWithSession();
    if (!client) return pageCore().signIn(target);
    return client.auth.redirectToLogin(await client.auth.safeRedirectTarget(target));
  },
};
