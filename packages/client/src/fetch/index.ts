// @sxz/client/fetch: the lean request core (fetch, no axios), for embeds that need platform calls and nothing else.
import { SHARED_CLIENT } from "../shared-client";
import type { PlatformHttp } from "../http/request-options";
import { createPlatformFetch } from "./platform-fetch";
import type { PlatformFetch, PlatformFetchCall } from "./platform-fetch";
import type { FetchAnswer } from "./fetch-transport";

export { createPlatformFetch };
export type { PlatformFetch, PlatformFetchCall, PlatformFetchCore, PlatformFetchOptions } from "./platform-fetch";
export { HttpStatusError, TransportError } from "./fetch-transport";
export type { FetchAnswer, FetchCall, FetchMethod } from "./fetch-transport";

const SHARED_FETCH = Symbol.for("sxz.client.shared-fetch");

/**
 * The page-wide request function: the full client's `http` when the page has one (`getPlatformClient` /
 * `setPlatformClient`: the host's options, its login dialog), else one lean core for the page, created on first
 * use. Either way the page's tokens and its one refresh are shared.
 */
export const platformRequest: PlatformFetch = <T>(call: PlatformFetchCall): Promise<FetchAnswer<T>> => {
  const holder = globalThis as { [SHARED_CLIENT]?: { http: PlatformHttp }; [SHARED_FETCH]?: PlatformFetch };
  const client = holder[SHARED_CLIENT];
  if (client) return client.http(call) as unknown as Promise<FetchAnswer<T>>;
  holder[SHARED_FETCH] ??= createPlatformFetch();
  return holder[SHARED_FETCH](call);
};
