import type { RawHttp, RawRequestConfig } from "./raw-http";
import { isPlainObject } from "./header-rules";

// The client's one way of sending a request: a call in axios's shape goes out over fetch (or XMLHttpRequest when
// the caller asks for upload progress, or the native bridge inside apps), and its answer comes back in axios's
// shape. Every status is an answer here; whether it counts as a refusal is the caller's `validateStatus`.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/** Progress of a body being sent, as axios reports it (`total` unknown for some bodies). */
export interface UploadProgressEvent {
  loaded: number;
  total?: number | undefined;
  /** `loaded / total` when both are known. */
  progress?: number | undefined;
  /** Whether `total` is known. */
  lengthComputable: boolean;
}

/** One call: axios's request config, the part of it a platform call uses. */
export interface HttpCall {
  method?: HttpMethod | Lowercase<HttpMethod> | undefined;
  url: string;
  /** Joined before a relative `url`; the client's base URL when missing. */
  baseURL?: string | undefined;
  params?: Record<string, string | number | boolean | undefined | null> | URLSearchParams | undefined;
  data?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** Milliseconds; the client's default when missing, none when 0. */
  timeout?: number | undefined;
  /** How the body is read: JSON when it parses, else the text (axios's default); or text, a Blob, an ArrayBuffer. */
  responseType?: "json" | "text" | "blob" | "arraybuffer" | undefined;
  /** Progress of the request body; such a call goes out through XMLHttpRequest (fetch reports none). */
  onUploadProgress?: ((event: UploadProgressEvent) => void) | undefined;
  /** Which statuses resolve; 2xx by default. */
  validateStatus?: ((status: number) => boolean) | null | undefined;
}

/** An answer in axios's shape: status, statusText, headers (lower-case names), the body, the call. */
export interface HttpAnswer<T = unknown, C = HttpCall> {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  data: T;
  config: C;
}

/** Sends one call (its base URL applied) and hands back whatever answer came, or rejects with a {@link TransportError}. */
export type Transport = (call: HttpCall & { baseURL: string }) => Promise<HttpAnswer>;

/**
 * An answer outside `validateStatus` (2xx by default): `response` is the answer, `code` axios's
 * (`ERR_BAD_REQUEST` for 4xx, `ERR_BAD_RESPONSE` else), and `isAxiosError` set, so a host's
 * `axios.isAxiosError(error)` and its `error.response?.status` read it as before.
 */
export class HttpStatusError extends Error {
  declare readonly name: "HttpStatusError";
  declare readonly isHttpStatusError: true;
  declare readonly isAxiosError: true;
  declare readonly code: "ERR_BAD_REQUEST" | "ERR_BAD_RESPONSE";
  declare readonly status: number;
  declare readonly config: HttpCall;
  declare readonly response: HttpAnswer;
  constructor(response: HttpAnswer) {
    super(`Request failed with status code ${response.status}`);
    const status = response.status;
    Object.assign(this, {
      name: "HttpStatusError",
      isHttpStatusError: true,
      isAxiosError: true,
      code: status >= 400 && status < 500 ? "ERR_BAD_REQUEST" : "ERR_BAD_RESPONSE",
      status,
      config: response.config,
      response,
    });
  }
}

export type TransportErrorCode = "ERR_NETWORK" | "ECONNABORTED" | "ERR_CANCELED";

/**
 * No answer at all, with axios's codes: the network failed (`ERR_NETWORK`), the time-out passed (`ECONNABORTED`),
 * the caller's signal aborted it (`ERR_CANCELED`, named `CanceledError` and recognised by `axios.isCancel`).
 */
export class TransportError extends Error {
  declare readonly name: string;
  declare readonly isAxiosError: true;
  declare readonly response: undefined;
  /** axios's mark of a cancelled call (`axios.isCancel`). */
  declare readonly __CANCEL__: boolean;
  declare readonly code: TransportErrorCode;
  declare readonly config: HttpCall | undefined;
  constructor(code: TransportErrorCode, message: string, config?: HttpCall, options?: { cause?: unknown }) {
    super(message, options);
    const cancel = code === "ERR_CANCELED";
    Object.assign(this, {
      name: cancel ? "CanceledError" : "TransportError",
      isAxiosError: true,
      __CANCEL__: cancel,
      code,
      config,
    });
  }
}

/** A call the caller aborted (axios's `CanceledError`, code `ERR_CANCELED`). */
export function canceled(call: HttpCall | undefined, reason?: unknown): TransportError {
  return new TransportError("ERR_CANCELED", "canceled", call, { cause: reason });
}

/** Whether an error is a cancelled call (this client's or axios's own). */
export function isCancel(error: unknown): boolean {
  return Boolean((error as { __CANCEL__?: unknown } | null | undefined)?.__CANCEL__);
}

/** axios's URL rule: an absolute `url` stands alone, a relative one is joined to the base URL; params are appended. */
export function fullUrl(baseURL: string, call: Pick<HttpCall, "url" | "params">): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(call.url);
  let url = absolute || !baseURL ? call.url : `${baseURL.replace(/\/+$/, "")}/${call.url.replace(/^\/+/, "")}`;
  const query = new URLSearchParams();
  const params = call.params instanceof URLSearchParams ? call.params.entries() : Object.entries(call.params ?? {});
  for (const [key, value] of params) if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  if (search) url += `${url.includes("?") ? "&" : "?"}${search}`;
  return url;
}

/** The body as the network takes it: plain objects and arrays as JSON (with its content type), the rest as it is. */
export function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (isPlainObject(data)) {
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json;charset=UTF-8");
    return JSON.stringify(data);
  }
  // Strings, URLSearchParams (a form), FormData, Blob and buffers: the network knows their content type.
  return data as BodyInit;
}

/** axios's default reading of a text body: JSON when it parses, the text otherwise ("" for an empty body). */
export function parseText(text: string, responseType: HttpCall["responseType"]): unknown {
  if (!text || responseType === "text") return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response, responseType: HttpCall["responseType"]): Promise<unknown> {
  if (responseType === "blob") return response.blob();
  if (responseType === "arraybuffer") return response.arrayBuffer();
  return parseText(await response.text(), responseType);
}

/** Whether an answer resolves the call: the caller's `validateStatus`, 2xx by default. */
export function accepts(call: Pick<HttpCall, "validateStatus">, status: number): boolean {
  return call.validateStatus
    ? call.validateStatus(status)
    : call.validateStatus === null || (status >= 200 && status < 300);
}

/** The caller's signal and the time-out over one controller; `done()` releases both. */
export function callControl(call: HttpCall, timeout: number) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(call.signal?.reason);
  call.signal?.addEventListener("abort", onAbort, { once: true });
  if (call.signal?.aborted) onAbort();
  const state = { timedOut: false };
  const timer = timeout > 0 ? setTimeout(() => ((state.timedOut = true), controller.abort()), timeout) : undefined;
  return {
    signal: controller.signal,
    state,
    /** The error of a call that got no answer. */
    failure(error: unknown): TransportError {
      if (call.signal?.aborted) return canceled(call, call.signal.reason);
      if (state.timedOut)
        return new TransportError("ECONNABORTED", `timeout of ${timeout}ms exceeded`, call, { cause: error });
      return new TransportError("ERR_NETWORK", "Network Error", call, { cause: error });
    },
    done() {
      if (timer) clearTimeout(timer);
      call.signal?.removeEventListener("abort", onAbort);
    },
  };
}

/** One HTTP exchange over `fetch`: any status is an answer; no answer rejects with a {@link TransportError}. */
export const fetchTransport: Transport = async (call) => {
  const headers = new Headers(call.headers);
  const body = bodyOf(call.data, headers);
  const control = callControl(call, call.timeout ?? 0);
  try {
    // A relative address is the page's, as a browser's fetch reads it (also where `fetch` is Node's).
    const href = globalThis.location?.href;
    const url = fullUrl(call.baseURL, call);
    const response = await fetch(href ? new URL(url, href).href : url, {
      method: (call.method ?? "GET").toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
      signal: control.signal,
      credentials: "same-origin",
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (answerHeaders[name.toLowerCase()] = value));
    return {
      status: response.status,
      statusText: response.statusText,
      headers: answerHeaders,
      data: await readBody(response, call.responseType),
      config: call,
    };
  } catch (error) {
    throw control.failure(error);
  } finally {
    control.done();
  }
};

/** A transport's answer judged by the call's `validateStatus`: resolved, or rejected with {@link HttpStatusError}. */
export async function sendJudged(transport: Transport, call: HttpCall & { baseURL: string }): Promise<HttpAnswer> {
  const answer = await transport(call);
  if (!accepts(call, answer.status)) throw new HttpStatusError(answer);
  return answer;
}

/** The layer's own calls (token endpoint, lookups): the base URL, no platform rules, no time-out unless given. */
export function rawHttpOver(transport: Transport, baseURL: string): RawHttp {
  const call = (method: HttpMethod, url: string, data: unknown, config: RawRequestConfig = {}) =>
    sendJudged(transport, {
      method,
      url,
      baseURL,
      data,
      params: config.params,
      headers: config.headers,
      timeout: config.timeout ?? 0,
    });
  return {
    get: (url, config) => call("GET", url, undefined, config),
    post: (url, data, config) => call("POST", url, data, config),
  };
}

/** The layer's own calls over fetch. */
export function fetchRawHttp(baseURL: string): RawHttp {
  return rawHttpOver(browserTransport, baseURL);
}

/**
 * The browser's transport: fetch, or XMLHttpRequest (loaded with the first such call) for a call that follows its
 * upload progress.
 */
export const browserTransport: Transport = (call) =>
  call.onUploadProgress
    ? import("./xhr-transport").then(({ xhrTransport }) => xhrTransport(call))
    : fetchTransport(call);
