import axios, { isAxiosError } from "axios";
import type { AxiosAdapter, AxiosResponse } from "axios";
import { requestOptions } from "./request-options";
import type { PlatformHttp } from "./request-options";
import type { ClientContext } from "./client-context";
import { applyErrorCatalogue } from "./error-catalogue";
import type { CatalogueDeps } from "./error-catalogue";
import { platformHeadersInterceptor } from "./platform-headers";
import type { HeaderPolicy } from "./platform-headers";
import { handleUnauthorized } from "../auth/refresh-interceptor";
import type { UnauthorizedDeps } from "../auth/refresh-interceptor";

export interface HttpDeps {
  ctx: ClientContext;
  baseURL: string;
  timeout: number;
  adapter?: AxiosAdapter;
  headers: Omit<HeaderPolicy, "ctx">;
  catalogue: Omit<CatalogueDeps, "ctx">;
  unauthorized: Omit<UnauthorizedDeps, "ctx" | "http">;
  /** After every successful platform answer (membership check, CL-ST-10). */
  afterSuccess(response: AxiosResponse): void;
}

/**
 * The `http` of the client: an axios instance whose interceptors carry the request side (headers, static hosts)
 * and the answer side (error catalogue, 401 refresh with queue and replay, redirects).
 */
export function createHttp(deps: HttpDeps): PlatformHttp {
  const { ctx } = deps;
  const http: PlatformHttp = axios.create({ baseURL: deps.baseURL, timeout: deps.timeout, ...(deps.adapter ? { adapter: deps.adapter } : {}) });
  http.interceptors.request.use(platformHeadersInterceptor({ ctx, ...deps.headers }));
  const catalogue: CatalogueDeps = { ctx, ...deps.catalogue };
  const unauthorized: UnauthorizedDeps = { ctx, http, ...deps.unauthorized };
  http.interceptors.response.use(
    (response) => {
      if (requestOptions(response.config).raw) return response;
      const failure = applyErrorCatalogue(response, catalogue);
      if (failure) throw failure;
      deps.afterSuccess(response);
      return response;
    },
    (error: unknown) => {
      if (!isAxiosError(error) || !error.response || requestOptions(error.config).raw) throw error;
      if (error.response.status === 401) return handleUnauthorized(error, unauthorized);
      const failure = applyErrorCatalogue(error.response, catalogue);
      throw failure ?? error;
    },
  );
  return http;
}
