import axios, { CanceledError, isAxiosError } from "axios";
import type { AxiosAdapter, AxiosError, AxiosResponse } from "axios";
import { replayConfig, requestOptions, requestState } from "./request-options";
import type { PlatformHttp } from "./request-options";
import type { RequestContext } from "./client-context";
import { settleAnswer, settleRefusal } from "./pipeline";
import type { AnswerRecovery } from "./pipeline";
import { platformHeadersInterceptor, withoutPlatformHeaders } from "./platform-headers";
import type { HeaderPolicy } from "./platform-headers";

export interface HttpDeps {
  ctx: RequestContext;
  baseURL: string;
  timeout: number;
  adapter?: AxiosAdapter;
  headers: Omit<HeaderPolicy, "ctx">;
  /** The error catalogue and the 401 handling; one shared import, asked for by every answer that needs it. */
  recovery(): Promise<AnswerRecovery>;
  /** After every successful platform answer (membership check, CL-ST-10). */
  afterSuccess(): void;
}

/** The one replay after the page's refresh, through the same instance: its headers rebuilt, its own signal and time-out. */
function replay(http: PlatformHttp, error: AxiosError): Promise<AxiosResponse> {
  const config = error.config!;
  const signal = config.signal as { aborted?: boolean } | undefined;
  if (signal?.aborted) throw new CanceledError(undefined, config);
  return http.request(replayConfig({ ...config, headers: withoutPlatformHeaders(config) }));
}

/**
 * The `http` of the client: an axios instance whose interceptors carry the request side (headers, static hosts)
 * and hand every answer and refusal to the pipeline's answer side (`pipeline.ts`: error catalogue, 401 refresh and
 * the one replay, redirects), as the fetch core does.
 */
export function createHttp(deps: HttpDeps): PlatformHttp {
  const { ctx } = deps;
  const http: PlatformHttp = axios.create({
    baseURL: deps.baseURL,
    timeout: deps.timeout,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });
  http.interceptors.request.use(platformHeadersInterceptor({ ctx, ...deps.headers }));
  http.interceptors.response.use(
    (response) => settleAnswer(response, requestOptions(response.config), deps),
    (error: unknown) => {
      if (!isAxiosError(error) || !error.config) throw error;
      const { config } = error;
      return settleRefusal(
        error,
        error.response,
        { options: requestOptions(config), state: requestState(config) ?? {} },
        deps,
        () => replay(http, error),
      );
    },
  );
  return http;
}
