import axios, { AxiosError, AxiosHeaders, CanceledError } from "axios";
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from "axios";
import { BRIDGE_TIMEOUT_MS } from "./bridge";
import type { Bridge } from "./bridge";
import { isBridgeError } from "./errors";

/** The native side's answer to the `http` call. */
interface NativeHttpAnswer {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** The body as text (JSON is parsed by axios' response transform) or already parsed. */
  data?: unknown;
}

function absoluteUrl(config: InternalAxiosRequestConfig): string {
  const uri = axios.getUri(config);
  return new URL(uri, globalThis.location?.href ?? "http://localhost/").toString();
}

/**
 * CL-ENV-3: inside native apps, `http` sends its requests through the bridge (`http` function) with the same
 * request API for callers and the bridge's 30 s time-out. Bodies that are not text (FormData, Blob) go through
 * `fallback` (the browser's adapter), since the bridge carries JSON only.
 */
export function bridgeHttpAdapter(bridge: Bridge, fallback?: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const body = config.data as unknown;
    if (body !== undefined && body !== null && typeof body !== "string") {
      if (fallback) return fallback(config);
    }
    const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
    let answer: NativeHttpAnswer;
    try {
      answer = await bridge.call<NativeHttpAnswer>(
        "http",
        {
          url: absoluteUrl(config),
          method: (config.method ?? "get").toUpperCase(),
          headers,
          body: typeof body === "string" ? body : undefined,
        },
        {
          timeout: config.timeout || BRIDGE_TIMEOUT_MS,
          ...(config.signal ? { signal: config.signal as AbortSignal } : {}),
        },
      );
    } catch (error) {
      if (isBridgeError(error, "aborted")) throw new CanceledError(undefined, config);
      if (isBridgeError(error, "timeout")) throw new AxiosError(error.message, AxiosError.ECONNABORTED, config);
      throw new AxiosError(
        error instanceof Error ? error.message : "bridge request failed",
        AxiosError.ERR_NETWORK,
        config,
        undefined,
        undefined,
      );
    }
    const response: AxiosResponse = {
      data: answer?.data,
      status: answer?.status ?? 0,
      statusText: answer?.statusText ?? "",
      headers: AxiosHeaders.from(answer?.headers ?? {}),
      config,
      request: { bridge: true },
    };
    const valid = config.validateStatus
      ? config.validateStatus(response.status)
      : response.status >= 200 && response.status < 300;
    if (valid) return response;
    const code =
      response.status >= 400 && response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      code,
      config,
      response.request,
      response,
    );
  };
}
