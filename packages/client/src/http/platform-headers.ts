import axios, { AxiosHeaders } from "axios";
import type { InternalAxiosRequestConfig } from "axios";
import { isStaticHost, originOf } from "../env/hosts";
import type { ClientContext } from "./client-context";
import { PlatformError } from "./errors";
import { ensureRequestState, requestOptions, requestState } from "./request-options";

export interface HeaderPolicy {
  ctx: ClientContext;
  /** Hosts called without a token or platform headers (CL-API-2). */
  staticHosts: readonly string[];
  /** Origins besides the page's and the base URL's that receive the token. */
  trustedOrigins: readonly string[];
  /** Waits for start-up work (third-party token exchange, free login) and a refresh in flight. */
  beforeSend: () => Promise<void>;
  /** This tab's session state: once ended, requests that need the session are refused before they are sent. */
  session?: { refusesRequests(): boolean; met(): void; sawToken(): void };
}

function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

/**
 * Is this request for the platform's own API? Only then does it get the token and user headers: a token must not
 * reach a static host (CL-API-2) or any third party the caller happens to call through `http`.
 */
export function receivesPlatformHeaders(config: InternalAxiosRequestConfig, policy: HeaderPolicy): boolean {
  const pageOrigin = policy.ctx.origin();
  const url = axios.getUri(config);
  if (isStaticHost(url, policy.staticHosts, pageOrigin)) return false;
  const target = originOf(url, pageOrigin);
  if (!target) return false;
  const baseOrigin = config.baseURL ? originOf(config.baseURL, pageOrigin) : undefined;
  return target === pageOrigin || target === baseOrigin || policy.trustedOrigins.includes(target);
}

/**
 * CL-API-1 / CL-ENV-2: Authorization (unless the caller preset one or asked for an anonymous call), tenant_id and
 * tenantId, user_id, uuid, sxz-lang, terminal in the mini-program container, and a JSON content type for objects.
 * The names it adds are recorded so a replay after a refresh rebuilds them with fresh values.
 */
export function platformHeadersInterceptor(policy: HeaderPolicy) {
  return async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    await policy.beforeSend();
    const headers = AxiosHeaders.from(config.headers);
    config.headers = headers;
    const state = ensureRequestState(config);
    if (!receivesPlatformHeaders(config, policy)) return config;

    const added: string[] = [];
    const put = (name: string, value: string | undefined) => {
      if (value === undefined || value === "" || headers.has(name)) return;
      headers.set(name, value);
      added.push(name);
    };
    const options = requestOptions(config);
    const anonymous = options.anonymous === true;
    // The page was built for a user whose session has ended: answer at once instead of sending (and refreshing)
    // for nothing. Anonymous calls and the layer's own bookkeeping (raw) still go out.
    if (!anonymous && !options.raw && policy.session?.refusesRequests()) {
      policy.session.met();
      throw new PlatformError("session-expired", "The session has ended; please log in again.");
    }
    if (!anonymous) {
      const accessToken = policy.ctx.tokens.read().accessToken;
      if (accessToken && !headers.has("Authorization")) {
        put("Authorization", `Bearer ${accessToken}`);
        state.sentAccessToken = accessToken;
        state.sentAt = Date.now();
        policy.session?.sawToken();
      }
    }
    for (const [name, value] of Object.entries(policy.ctx.baseHeaders())) {
      if (anonymous && name === "user_id") continue;
      put(name, value);
    }
    // Not recorded: a replay sends the already serialised body and must keep its content type.
    if (isPlainObject(config.data) && !headers.has("Content-Type")) headers.set("Content-Type", "application/json;charset=UTF-8");
    state.platformHeaders = added;
    return config;
  };
}

/** The headers the client added, removed, so the interceptor adds them again with current values. */
export function withoutPlatformHeaders(config: InternalAxiosRequestConfig): AxiosHeaders {
  const headers = AxiosHeaders.from(config.headers);
  for (const name of requestState(config)?.platformHeaders ?? []) headers.delete(name);
  return headers;
}
