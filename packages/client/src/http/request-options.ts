/* eslint-disable @typescript-eslint/no-explicit-any -- the signatures mirror axios's own defaults (`any` bodies), so a host's calls type as they did when `http` was an axios instance */
import type { HttpAnswer, HttpCall } from "./transport";

/** Per-request options of the platform client, given as `config.sxz`. */
export interface PlatformRequestOptions {
  /** Send no token and no user headers (an anonymous call even when logged in). */
  anonymous?: boolean;
  /** The caller resolves a 403 itself: the response is handed back instead of rejected (CL-ROLE-1). */
  resolves403?: boolean;
  /**
   * No error catalogue, no refresh, no membership check: for the layer's own bookkeeping calls (school lookups,
   * logout) that must never start a redirect or a refresh.
   */
  raw?: boolean;
}

/**
 * The request config of the platform client's `http`: axios's call shape (method, url, baseURL, params, data,
 * headers, timeout, signal, responseType, onUploadProgress, validateStatus) plus `sxz`. The client's own type,
 * not an augmentation of axios's, so a host that uses axios elsewhere sees its config type unchanged.
 */
export interface PlatformRequestConfig<D = any> extends Omit<HttpCall, "url" | "data"> {
  url?: string;
  data?: D;
  sxz?: PlatformRequestOptions;
}

/** An answer of `http`: `{ status, statusText, data, headers, config }`, as axios resolves. */
export type PlatformResponse<T = any, D = any> = HttpAnswer<T, PlatformRequestConfig<D>>;

/** What the client records on a request while it travels (not for callers). */
export interface PlatformRequestState {
  /** The access token the request was sent with, to tell a stale 401 from a fresh one. */
  sentAccessToken?: string;
  /** When it was sent with that token: a 401 of a request already in flight when a refresh failed shares that failure. */
  sentAt?: number;
  /** Headers the client added, so a replay can rebuild them fresh. */
  platformHeaders?: string[];
  /** Set on the one replay after a refresh: a second 401 is never refreshed again. */
  replayed?: boolean;
}

/** A config as the pipeline sees it: the caller's options and, on a host's axios instance, the client's own record. */
interface TravellingConfig {
  sxz?: PlatformRequestOptions;
  sxzState?: PlatformRequestState;
}

/** The caller's `sxz` options of a request (empty when it gave none). */
export function requestOptions(config: object | undefined): PlatformRequestOptions {
  return (config as TravellingConfig | undefined)?.sxz ?? {};
}

/** The client's record of a request, when one was made. */
export function requestState(config: object | undefined): PlatformRequestState | undefined {
  return (config as TravellingConfig | undefined)?.sxzState;
}

/** The client's record of a request, created on first use. */
export function ensureRequestState(config: object): PlatformRequestState {
  return ((config as TravellingConfig).sxzState ??= {});
}

/** A copy of `config` for the one replay after a refresh: marked as such, nothing else recorded yet. */
export function replayConfig<C extends object>(config: C): C {
  const replay: C & TravellingConfig = { ...config, sxzState: { replayed: true } };
  return replay;
}

/** Hears every answer `http` receives (successful or not, replays included), in arrival order. */
export type AnswerObserver = (answer: HttpAnswer) => void;

/**
 * The platform client's `http`: axios's call shape over the client's own transport (fetch; the bridge inside
 * native apps), so code written for an axios instance — and the widget's request function contract — calls it
 * as it is. Rejections carry `response`, `config`, `code` and `isAxiosError`, as axios's do.
 */
export interface PlatformHttp {
  <T = any, R = PlatformResponse<T>, D = any>(config: PlatformRequestConfig<D> & { url: string }): Promise<R>;
  <T = any, R = PlatformResponse<T>, D = any>(url: string, config?: PlatformRequestConfig<D>): Promise<R>;
  request<T = any, R = PlatformResponse<T>, D = any>(config: PlatformRequestConfig<D> & { url: string }): Promise<R>;
  get<T = any, R = PlatformResponse<T>, D = any>(url: string, config?: PlatformRequestConfig<D>): Promise<R>;
  delete<T = any, R = PlatformResponse<T>, D = any>(url: string, config?: PlatformRequestConfig<D>): Promise<R>;
  head<T = any, R = PlatformResponse<T>, D = any>(url: string, config?: PlatformRequestConfig<D>): Promise<R>;
  options<T = any, R = PlatformResponse<T>, D = any>(url: string, config?: PlatformRequestConfig<D>): Promise<R>;
  post<T = any, R = PlatformResponse<T>, D = any>(url: string, data?: D, config?: PlatformRequestConfig<D>): Promise<R>;
  put<T = any, R = PlatformResponse<T>, D = any>(url: string, data?: D, config?: PlatformRequestConfig<D>): Promise<R>;
  patch<T = any, R = PlatformResponse<T>, D = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D>,
  ): Promise<R>;
  /** The body sent as multipart/form-data (a plain object's fields become form fields), as axios's `postForm`. */
  postForm<T = any, R = PlatformResponse<T>, D = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D>,
  ): Promise<R>;
  putForm<T = any, R = PlatformResponse<T>, D = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D>,
  ): Promise<R>;
  patchForm<T = any, R = PlatformResponse<T>, D = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D>,
  ): Promise<R>;
  /** The full address of a call (base URL and params applied), as axios's `getUri`. */
  getUri(config?: PlatformRequestConfig): string;
  /** The base URL and time-out every call starts from. */
  readonly defaults: { readonly baseURL: string; readonly timeout: number };
  /** Hears every answer received from now on; the returned function stops hearing (the beta badge uses it). */
  observeAnswers(observer: AnswerObserver): () => void;
}
