import { createHttpClient } from "./http-client";
import type { PlatformHttp } from "./request-options";
import { observedTransport } from "./request-pipeline";
import { browserTransport, sendJudged } from "./transport";
import type { Transport } from "./transport";

/**
 * `http`'s call shape with no platform rules (no token, no platform headers, no catalogue): for calls to other
 * hosts, such as a simple upload's PUT to its signed storage URL.
 */
export function plainHttp(defaults: { baseURL?: string; timeout?: number; transport?: Transport } = {}): PlatformHttp {
  const baseURL = defaults.baseURL ?? "";
  const timeout = defaults.timeout ?? 0;
  const observed = observedTransport(defaults.transport ?? browserTransport);
  return createHttpClient(
    (config) =>
      sendJudged(observed.transport, {
        ...config,
        baseURL: config.baseURL ?? baseURL,
        timeout: config.timeout ?? timeout,
      }),
    { baseURL, timeout },
    observed.observeAnswers,
  );
}
