import { BRIDGE_TIMEOUT_MS } from "./bridge";
import type { Bridge } from "./bridge";
import { isBridgeError } from "./errors";
import { isPlainObject } from "../http/header-rules";
import { canceled, fullUrl, parseText, TransportError } from "../http/transport";
import type { Transport } from "../http/transport";

/** The native side's answer to the `http` call. */
interface NativeHttpAnswer {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** The body as text (JSON is parsed as the browser's answers are) or already parsed. */
  data?: unknown;
}

/**
 * CL-ENV-3: inside native apps, `http` sends its requests through the bridge (`http` function) with the same
 * request API for callers and the bridge's 30 s time-out. Bodies that are not text (FormData, Blob) and calls that
 * follow their upload progress go through `fallback` (the browser's transport), since the bridge carries text only.
 */
export function bridgeHttpTransport(bridge: Bridge, fallback: Transport): Transport {
  return async (call) => {
    const data = call.data as unknown;
    // Text as it is, a form (URLSearchParams) and a plain object as their text with their content type.
    const headers: Record<string, string> = { ...call.headers };
    const typed = (type: string) => {
      if (!Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) headers["Content-Type"] = type;
    };
    let body: string | undefined;
    if (data === undefined || data === null || typeof data === "string") body = data ?? undefined;
    else if (data instanceof URLSearchParams) {
      body = data.toString();
      typed("application/x-www-form-urlencoded;charset=utf-8");
    } else if (isPlainObject(data)) {
      body = JSON.stringify(data);
      typed("application/json;charset=UTF-8");
    } else return fallback(call);
    if (call.onUploadProgress) return fallback(call);
    let answer: NativeHttpAnswer;
    try {
      answer = await bridge.call<NativeHttpAnswer>(
        "http",
        {
          url: new URL(fullUrl(call.baseURL, call), globalThis.location?.href ?? "http://localhost/").toString(),
          method: (call.method ?? "get").toUpperCase(),
          headers,
          body,
        },
        { timeout: call.timeout || BRIDGE_TIMEOUT_MS, ...(call.signal ? { signal: call.signal } : {}) },
      );
    } catch (error) {
      if (isBridgeError(error, "aborted")) throw canceled(call, error);
      if (isBridgeError(error, "timeout"))
        throw new TransportError("ECONNABORTED", error.message, call, { cause: error });
      throw new TransportError("ERR_NETWORK", error instanceof Error ? error.message : "bridge request failed", call, {
        cause: error,
      });
    }
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer?.headers ?? {})) answerHeaders[name.toLowerCase()] = value;
    return {
      status: answer?.status ?? 0,
      statusText: answer?.statusText ?? "",
      headers: answerHeaders,
      data: typeof answer?.data === "string" ? parseText(answer.data, call.responseType) : answer?.data,
      config: call,
    };
  };
}
