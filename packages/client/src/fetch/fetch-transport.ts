// The lean core's names for the client's one transport (`http/transport.ts`), as `@sxz/client/fetch` exports them.
import type { HttpAnswer, HttpCall, HttpMethod } from "../http/transport";

export { fetchRawHttp, fullUrl, HttpStatusError, TransportError } from "../http/transport";

export type FetchMethod = HttpMethod;
/** One call of the lean core: axios's call shape (the widget's request shape plus a signal and a time-out). */
export type FetchCall = HttpCall;
/** An answer in axios's shape (status, statusText, headers with lower-case names, parsed body, the call). */
export type FetchAnswer<T = unknown> = HttpAnswer<T, FetchCall & { baseURL?: string }>;
