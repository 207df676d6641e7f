/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- the signatures mirror axios's own (defaults and header type), so a host's calls type exactly as before */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosResponseDefault } from "axios";

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
 * The request config of the platform client's `http`: axios's own plus `sxz`. The client's own type rather than
 * an augmentation of axios's, so a host that uses axios elsewhere sees its config type unchanged.
 */
export interface PlatformRequestConfig<D = any, P = any> extends AxiosRequestConfig<D, P> {
  sxz?: PlatformRequestOptions;
}

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

/** A config as the client's interceptors see it: the caller's options and the client's own record. */
interface TravellingConfig {
  sxz?: PlatformRequestOptions;
  sxzState?: PlatformRequestState;
}

/** The caller's `sxz` options of a request (empty when it gave none). */
export function requestOptions(config: AxiosRequestConfig | undefined): PlatformRequestOptions {
  return (config as TravellingConfig | undefined)?.sxz ?? {};
}

/** The client's record of a request, when one was made. */
export function requestState(config: AxiosRequestConfig | undefined): PlatformRequestState | undefined {
  return (config as TravellingConfig | undefined)?.sxzState;
}

/** The client's record of a request, created on first use. */
export function ensureRequestState(config: AxiosRequestConfig): PlatformRequestState {
  return ((config as TravellingConfig).sxzState ??= {});
}

/** A copy of `config` for the one replay after a refresh: marked as such, nothing else recorded yet. */
export function replayConfig<C extends AxiosRequestConfig>(config: C): C {
  const replay: C & TravellingConfig = { ...config, sxzState: { replayed: true } };
  return replay;
}

type PlatformResult<T, R, D, P> = R extends AxiosResponseDefault ? AxiosResponse<T, D, {}, P> : R;

/**
 * The platform client's `http`: an axios instance whose request functions take {@link PlatformRequestConfig}.
 * Usable wherever an `AxiosInstance` is expected.
 */
export interface PlatformHttp extends AxiosInstance {
  <T = any, R = AxiosResponseDefault, D = any, P = any>(
    config: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  <T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  request<T = any, R = AxiosResponseDefault, D = any, P = any>(
    config: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  get<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  delete<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  head<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  options<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  post<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  put<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  patch<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  postForm<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  putForm<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
  patchForm<T = any, R = AxiosResponseDefault, D = any, P = any>(
    url: string,
    data?: D,
    config?: PlatformRequestConfig<D, P>,
  ): Promise<PlatformResult<T, R, D, P>>;
}
