import { CanceledError, isAxiosError } from "axios";
import type { AxiosError, AxiosResponse } from "axios";
import { withoutPlatformHeaders } from "../http/platform-headers";
import { replayConfig, requestState } from "../http/request-options";
import type { PlatformHttp } from "../http/request-options";
import type { Recovery } from "./answer-recovery";

function aborted(signal: unknown): boolean {
  return Boolean(signal && typeof signal === "object" && (signal as { aborted?: boolean }).aborted);
}

/**
 * The axios side of {@link Recovery.unauthorized}: after the page's one refresh the request replays once through
 * the same instance (so the headers are rebuilt: token, tenant, user, uuid, language) with its own AbortSignal and
 * timeout.
 */
export async function handleUnauthorized(error: AxiosError, recovery: Recovery, http: PlatformHttp): Promise<AxiosResponse> {
  const config = error.config;
  if (!config || !error.response) throw error;
  await recovery.unauthorized(requestState(config) ?? {}, error.response, error);
  if (aborted(config.signal)) throw new CanceledError(undefined, config);
  return http.request(replayConfig({ ...config, headers: withoutPlatformHeaders(config) }));
}

export function isUnauthorized(error: unknown): error is AxiosError {
  return isAxiosError(error) && error.response?.status === 401;
}
