import type { RawHttp, RawRequestConfig } from "../http/raw-http";
import { isPlainObject } from "../http/header-rules";

export type FetchMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/** One call of the lean core: the widget's request shape (axios's call shape) plus a signal and a time-out. */
export interface FetchCall {
  method?: FetchMethod | Lowercase<FetchMethod>;
  url: string;
  params?: Record<string, string | number | boolean | undefined> | undefined;
  data?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** Milliseconds; the core's default when missing, none when 0. */
  timeout?: number | undefined;
}

/** An answer in axios's shape (status, statusText, headers with lower-case names, parsed body, the call). */
export interface FetchAnswer<T = unknown> {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  data: T;
  config: FetchCall & { baseURL: string };
}

/** An HTTP answer outside 2xx: `response` is the answer, as axios rejects. */
export class HttpStatusError extends Error {
  override readonly name = "HttpStatusError";
  readonly isHttpStatusError = true;
  constructor(readonly response: FetchAnswer) {
    super(`Request failed with status code ${response.status}`);
  }
}

/** No answer at all: the network failed (`ERR_NETWORK`) or the time-out passed (`ECONNABORTED`), axios's codes. */
export class TransportError extends Error {
  override readonly name = "TransportError";
  constructor(
    readonly code: "ERR_NETWORK" | "ECONNABORTED",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** axios's URL rule: an absolute `url` stands alone, a relative one is joined to the base URL; params are appended. */
export function fullUrl(baseURL: string, call: Pick<FetchCall, "url" | "params">): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(call.url);
  let url = absolute || !baseURL ? call.url : `${baseURL.replace(/\/+$/, "")}/${call.url.replace(/^\/+/, "")}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.params ?? {}))
    if (value !== undefined) query.append(key, String(value));
  const search = query.toString();
  if (search) url += `${url.includes("?") ? "&" : "?"}${search}`;
  return url;
}

function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (isPlainObject(data)) {
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json;charset=UTF-8");
    return JSON.stringify(data);
  }
  // Strings, URLSearchParams (a form), FormData, Blob and buffers: fetch knows their content type.
  return data as BodyInit;
}

/** axios's default reading: JSON when it parses, the text otherwise ("" for an empty body). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange over `fetch` with axios's contract: resolves a 2xx answer, rejects HttpStatusError with the
 * answer otherwise, TransportError without one; the caller's AbortSignal rejects with its own reason.
 */
export async function send(baseURL: string, call: FetchCall, defaultTimeout: number): Promise<FetchAnswer> {
  const headers = new Headers(call.headers);
  const body = bodyOf(call.data, headers);
  const timeout = call.timeout ?? defaultTimeout;
  const controller = new AbortController();
  const onAbort = () => controller.abort(call.signal?.reason);
  call.signal?.addEventListener("abort", onAbort, { once: true });
  if (call.signal?.aborted) onAbort();
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
  const method = (call.method ?? "GET").toUpperCase();
  try {
    const response = await fetch(fullUrl(baseURL, call), {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: controller.signal,
      credentials: "same-origin",
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (answerHeaders[name.toLowerCase()] = value));
    const answer: FetchAnswer = {
      status: response.status,
      statusText: response.statusText,
      headers: answerHeaders,
      data: await readBody(response),
      config: { ...call, baseURL },
    };
    if (response.status < 200 || response.status >= 300) throw new HttpStatusError(answer);
    return answer;
  } catch (error) {
    if (error instanceof HttpStatusError) throw error;
    if (call.signal?.aborted) throw call.signal.reason ?? error;
    if (timedOut) throw new TransportError("ECONNABORTED", `timeout of ${timeout}ms exceeded`, { cause: error });
    throw new TransportError("ERR_NETWORK", "Network Error", { cause: error });
  } finally {
    if (timer) clearTimeout(timer);
    call.signal?.removeEventListener("abort", onAbort);
  }
}

/** The layer's own calls (token endpoint, lookups) over fetch: the {@link RawHttp} of the lean core. */
export function fetchRawHttp(baseURL: string): RawHttp {
  const call = (method: FetchMethod, url: string, data: unknown, config: RawRequestConfig = {}) =>
    send(
      baseURL,
      { method, url, data, params: config.params, headers: config.headers, timeout: config.timeout ?? 0 },
      0,
    );
  return {
    get: (url, config) => call("GET", url, undefined, config),
    post: (url, data, config) => call("POST", url, data, config),
  };
}
