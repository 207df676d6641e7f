import { isPlainObject } from "./header-rules";
import { fullUrl } from "./transport";
import type { HttpAnswer, HttpMethod } from "./transport";
import type { AnswerObserver, PlatformHttp, PlatformRequestConfig } from "./request-options";

/** Sends one call of `http` (its config complete but for the defaults) and settles it. */
export type Dispatch = (config: PlatformRequestConfig & { url: string }) => Promise<HttpAnswer>;

/** axios's `postForm`: a plain object's fields become form fields (arrays repeat the name), a FormData goes as it is. */
function formOf(data: unknown): unknown {
  if (!isPlainObject(data) || Array.isArray(data)) return data;
  const form = new FormData();
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === "object" ? JSON.stringify(item) : String(item as string | number));
    }
  }
  return form;
}

/**
 * axios's call shape over one dispatch: `http(config)`, `http(url, config)`, `request`, the method shorthands and
 * the form variants, `getUri`, and the answer observers.
 */
export function createHttpClient(
  dispatch: Dispatch,
  defaults: { baseURL: string; timeout: number },
  observeAnswers: (observer: AnswerObserver) => () => void,
): PlatformHttp {
  const request = (config: PlatformRequestConfig & { url: string }) => dispatch(config);
  const withoutBody = (method: HttpMethod) => (url: string, config?: PlatformRequestConfig) =>
    dispatch({ ...config, method, url });
  const withBody =
    (method: HttpMethod, form = false) =>
    (url: string, data?: unknown, config?: PlatformRequestConfig) =>
      dispatch({ ...config, method, url, data: form ? formOf(data) : data });
  const http = (urlOrConfig: string | (PlatformRequestConfig & { url: string }), config?: PlatformRequestConfig) =>
    typeof urlOrConfig === "string" ? dispatch({ ...config, url: urlOrConfig }) : dispatch(urlOrConfig);
  return Object.assign(http, {
    request,
    get: withoutBody("GET"),
    delete: withoutBody("DELETE"),
    head: withoutBody("HEAD"),
    options: withoutBody("OPTIONS"),
    post: withBody("POST"),
    put: withBody("PUT"),
    patch: withBody("PATCH"),
    postForm: withBody("POST", true),
    putForm: withBody("PUT", true),
    patchForm: withBody("PATCH", true),
    getUri: (config: PlatformRequestConfig = {}) =>
      fullUrl(config.baseURL ?? defaults.baseURL, { url: config.url ?? "", params: config.params }),
    defaults: Object.freeze({ ...defaults }),
    observeAnswers,
  }) as unknown as PlatformHttp;
}
