import { isStaticHost, originOf } from "../env/hosts";
import type { RequestContext } from "./client-context";
import { PlatformError } from "./errors";
import type { PlatformRequestOptions } from "./request-options";

// The header rules without a transport: the request pipeline (`request-pipeline.ts`) and the interceptors of
// `@sxz/client/axios` both call them, and neither pulls the other's transport into a bundle.

export interface HeaderPolicy {
  ctx: RequestContext;
  /** Hosts called without a token or platform headers (CL-API-2). */
  staticHosts: readonly string[];
  /** Origins besides the page's and the base URL's that receive the token. */
  trustedOrigins: readonly string[];
  /** Waits for start-up work (third-party token exchange, free login) and a refresh in flight. */
  beforeSend: () => Promise<void>;
  /** This tab's session state: once ended, requests that need the session are refused before they are sent. */
  session?: { refusesRequests(): boolean; met(): void; sawToken(): void };
}

/** Where a request goes and what its caller asked for: all the header rules need, whatever the transport. */
export interface HeaderRequest {
  /** The full address (base URL applied). */
  url: string;
  baseURL?: string | undefined;
  options: PlatformRequestOptions;
  /** Whether the caller set this header itself (it is never overwritten). */
  has(name: string): boolean;
}

/** The platform headers one request gets; `sentAccessToken` when it carries the token (a 401 then means a stale token). */
export interface HeaderPlan {
  headers: Record<string, string>;
  sentAccessToken?: string;
}

/**
 * Is this request for the platform's own API? Only then does it get the token and user headers: a token must not
 * reach a static host (CL-API-2) or any third party the caller happens to call through `http`.
 */
export function receivesPlatformHeaders(
  url: string,
  baseURL: string | undefined,
  policy: Omit<HeaderPolicy, "beforeSend">,
): boolean {
  const pageOrigin = policy.ctx.origin();
  if (isStaticHost(url, policy.staticHosts, pageOrigin)) return false;
  const target = originOf(url, pageOrigin);
  if (!target) return false;
  const baseOrigin = baseURL ? originOf(baseURL, pageOrigin) : undefined;
  return target === pageOrigin || target === baseOrigin || policy.trustedOrigins.includes(target);
}

/**
 * CL-API-1 / CL-ENV-2 for any transport: Authorization (unless the caller preset one or asked for an anonymous
 * call), tenant_id and tenantId, user_id, uuid, sxz-lang, terminal in the mini-program container. Throws
 * `session-expired` instead when this tab's session has ended and the request needs it (nothing is sent).
 */
export function platformHeadersFor(request: HeaderRequest, policy: Omit<HeaderPolicy, "beforeSend">): HeaderPlan {
  const plan: HeaderPlan = { headers: {} };
  if (!receivesPlatformHeaders(request.url, request.baseURL, policy)) return plan;
  const put = (name: string, value: string | undefined) => {
    if (value === undefined || value === "" || request.has(name)) return;
    plan.headers[name] = value;
  };
  const anonymous = request.options.anonymous === true;
  // The page was built for a user whose session has ended: answer at once instead of sending (and refreshing)
  // for nothing. Anonymous calls and the layer's own bookkeeping (raw) still go out.
  if (!anonymous && !request.options.raw && policy.session?.refusesRequests()) {
    policy.session.met();
    throw new PlatformError("session-expired", "The session has ended; please log in again.");
  }
  if (!anonymous) {
    const accessToken = policy.ctx.tokens.read().accessToken;
    if (accessToken && !request.has("Authorization")) {
      put("Authorization", `Bearer ${accessToken}`);
      plan.sentAccessToken = accessToken;
      policy.session?.sawToken();
    }
  }
  for (const [name, value] of Object.entries(policy.ctx.baseHeaders())) {
    if (anonymous && name === "user_id") continue;
    put(name, value);
  }
  return plan;
}

/** A JSON content type goes with plain objects and arrays (the transport serialises them). */
export function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || Array.isArray(value);
}
