import { plainHttp } from "../../src/http/plain-http";
import type { PlatformHttp } from "../../src/http/request-options";
import { browserTransport } from "../../src/http/transport";
import type { HttpCall, Transport } from "../../src/http/transport";

export type SentCall = HttpCall & { baseURL: string; sxz?: { anonymous?: boolean } };

/** `http`'s call shape over the real transport, with what a service test needs to watch and steer. */
export type TestHttp = PlatformHttp & {
  /** Hears every call as it goes out (after the headers are set). */
  onSend(listener: (call: SentCall) => void): void;
};

/**
 * A plain `http` for service tests (tracker, config reader, uploads): the real transport to a real server, with a
 * bearer token and fixed headers like the client's, and `wrap` as the seam for what a server cannot do on demand
 * (an answer lost on the way back, one held back, a 503).
 */
export function testHttp(
  options: {
    baseURL?: string;
    token?: () => string | undefined;
    headers?: Record<string, string>;
    wrap?: (send: Transport) => Transport;
  } = {},
): TestHttp {
  const listeners: ((call: SentCall) => void)[] = [];
  const send = options.wrap ? options.wrap(browserTransport) : browserTransport;
  const transport: Transport = (call) => {
    const sent = call as SentCall;
    const token = options.token?.();
    const headers = {
      ...options.headers,
      ...(token && !sent.sxz?.anonymous ? { Authorization: `Bearer ${token}` } : {}),
      ...call.headers,
    };
    const outgoing = { ...call, headers };
    for (const listener of listeners) listener(outgoing);
    return send(outgoing);
  };
  const http = plainHttp({ ...(options.baseURL ? { baseURL: options.baseURL } : {}), transport });
  return Object.assign(http, { onSend: (listener: (call: SentCall) => void) => void listeners.push(listener) });
}

/** Counts the requests an `http` really sends, by path. */
export function countRequests(http: TestHttp): Map<string, number> {
  const counts = new Map<string, number>();
  http.onSend((call) => {
    const path = new URL(call.url, new URL(call.baseURL || location.href, location.href)).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}
