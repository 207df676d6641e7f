import axios, { AxiosHeaders } from "axios";
import type { InternalAxiosRequestConfig } from "axios";
import { ensureRequestState, requestOptions, requestState } from "./request-options";
import { isPlainObject, platformHeadersFor } from "./header-rules";
import type { HeaderPolicy } from "./header-rules";

export { isPlainObject, platformHeadersFor, receivesPlatformHeaders } from "./header-rules";
export type { HeaderPlan, HeaderPolicy, HeaderRequest } from "./header-rules";

/** The axios side of {@link platformHeadersFor}: the names it adds are recorded so a replay rebuilds them fresh. */
export function platformHeadersInterceptor(policy: HeaderPolicy) {
  return async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    await policy.beforeSend();
    const headers = AxiosHeaders.from(config.headers);
    config.headers = headers;
    const state = ensureRequestState(config);
    const plan = platformHeadersFor(
      {
        url: axios.getUri(config),
        baseURL: config.baseURL,
        options: requestOptions(config),
        has: (name) => headers.has(name),
      },
      policy,
    );
    if (plan.sentAccessToken) {
      state.sentAccessToken = plan.sentAccessToken;
      state.sentAt = Date.now();
    }
    for (const [name, value] of Object.entries(plan.headers)) headers.set(name, value);
    // Not recorded: a replay sends the already serialised body and must keep its content type.
    if (isPlainObject(config.data) && !headers.has("Content-Type"))
      headers.set("Content-Type", "application/json;charset=UTF-8");
    state.platformHeaders = Object.keys(plan.headers);
    return config;
  };
}

/** The headers the client added, removed, so the interceptor adds them again with current values. */
export function withoutPlatformHeaders(config: InternalAxiosRequestConfig): AxiosHeaders {
  const headers = AxiosHeaders.from(config.headers);
  for (const name of requestState(config)?.platformHeaders ?? []) headers.delete(name);
  return headers;
}
