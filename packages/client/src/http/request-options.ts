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

declare module "axios" {
  interface AxiosRequestConfig {
    sxz?: PlatformRequestOptions;
    /** @internal */
    sxzState?: PlatformRequestState;
  }
}
