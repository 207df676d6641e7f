import axios, { isAxiosError } from "axios";
import type { AxiosAdapter, AxiosError, AxiosResponse } from "axios";
import { requestOptions } from "./request-options";
import type { PlatformHttp } from "./request-options";
import type { RequestContext } from "./client-context";
import { catalogueMayAct } from "./catalogue-kinds";
import type { PlatformError } from "./errors";
import { platformHeadersInterceptor } from "./platform-headers";
import type { HeaderPolicy } from "./platform-headers";

/** The answer side's decisions, loaded with the first answer that needs them. */
export interface AnswerRecovery {
  /** The error catalogue for an answer other than 401: the error to reject with, or undefined. */
  judge(response: AxiosResponse): PlatformError | undefined;
  /** A 401: the page's one refresh and the replay (CL-ST-2), or what the caller gets instead. */
  unauthorized(error: AxiosError): Promise<AxiosResponse>;
}

export interface HttpDeps {
  ctx: RequestContext;
  baseURL: string;
  timeout: number;
  adapter?: AxiosAdapter;
  headers: Omit<HeaderPolicy, "ctx">;
  /** The error catalogue and the 401 handling; one shared import, asked for by every answer that needs it. */
  recovery(): Promise<AnswerRecovery>;
  /** After every successful platform answer (membership check, CL-ST-10). */
  afterSuccess(response: AxiosResponse): void;
}

/**
 * The `http` of the client: an axios instance whose interceptors carry the request side (headers, static hosts)
 * and the answer side (error catalogue, 401 refresh with queue and replay, redirects). An answer that goes well and
 * that the catalogue has nothing to say about (`catalogueMayAct`) passes without the answer side being loaded.
 */
export function createHttp(deps: HttpDeps): PlatformHttp {
  const { ctx } = deps;
  const http: PlatformHttp = axios.create({ baseURL: deps.baseURL, timeout: deps.timeout, ...(deps.adapter ? { adapter: deps.adapter } : {}) });
  http.interceptors.request.use(platformHeadersInterceptor({ ctx, ...deps.headers }));
  const succeed = (response: AxiosResponse) => {
    deps.afterSuccess(response);
    return response;
  };
  http.interceptors.response.use(
    (response) => {
      if (requestOptions(response.config).raw) return response;
      if (!catalogueMayAct(response)) return succeed(response);
      return deps.recovery().then((recovery) => {
        const failure = recovery.judge(response);
        if (failure) throw failure;
        return succeed(response);
      });
    },
    async (error: unknown) => {
      if (!isAxiosError(error) || requestOptions(error.config).raw) throw error;
      if (!error.response) {
        // A transport error: the next answer may well need the answer side, so it starts loading now.
        void deps.recovery().catch(() => undefined);
        throw error;
      }
      const recovery = await deps.recovery();
      if (error.response.status === 401) return recovery.unauthorized(error);
      throw recovery.judge(error.response) ?? error;
    },
  );
  return http;
}
