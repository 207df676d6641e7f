import { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiCode, DEFAULT_LANGUAGE } from "@sxz/contract";
import { requestLanguage, translate } from "../i18n/messages";

/**
 * How long a request may take to arrive. Headers get `timeoutMs` (Node's headersTimeout, see serverTimeouts). A
 * body gets `timeoutMs` plus 1/minBytesPerSecond seconds for every byte that has arrived, and may never stall for
 * `timeoutMs`: a body trickled a byte at a time is cut after about `timeoutMs`, while a large upload at any
 * reasonable speed earns all the time it needs (the model of Apache's mod_reqtimeout `body=…,MinRate=…`).
 * Only the arrival is timed: once the body is in, a slow handler (a long combine) is never cut.
 */
export interface ArrivalLimits {
  timeoutMs: number;
  minBytesPerSecond: number;
}

const REQUEST_TIMEOUT = 408;

/** Options of Node's HTTP server for Fastify's `http`: headers must arrive in time; checked often enough to matter. */
export function serverTimeouts(limits: ArrivalLimits): {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
} {
  // requestTimeout stays 0: Node's would cut long uploads whatever their speed; bodies are timed by watchBody.
  return {
    headersTimeout: limits.timeoutMs,
    requestTimeout: 0,
    connectionsCheckingInterval: Math.min(1000, limits.timeoutMs),
  };
}

/**
 * Writes an envelope answer straight on the socket and closes it: used where no Fastify reply can send (the request
 * is still arriving, or never became a request).
 */
function answerOnSocket(socket: Socket, status: string, envelope: { code: number; message: string }): void {
  if (socket.destroyed) return;
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ code: envelope.code, data: null, message: envelope.message });
  const head = `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  // Destroyed once the answer is flushed: the client may still be sending, and nothing more is read from it.
  socket.end(head + body, () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

const timeoutAnswer = (message: string) => ({ code: REQUEST_TIMEOUT, message });

const hasBody = (request: FastifyRequest) =>
  request.headers["transfer-encoding"] !== undefined ||
  (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0");

/** Watches one request's body as it arrives (by the socket's byte count: the body stream itself is left to its reader). */
function watchBody(request: FastifyRequest, limits: ArrivalLimits): void {
  const raw = request.raw;
  const socket = raw.socket;
  // An injected request (Fastify's inject) has a stand-in socket and no arrival to time.
  if (!(socket instanceof Socket) || raw.complete || !hasBody(request)) return;
  const started = Date.now();
  const bytesAtStart = socket.bytesRead;
  let lastBytes = bytesAtStart;
  let lastProgress = started;
  const timer = setInterval(
    () => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const now = Date.now();
      if (socket.bytesRead > lastBytes) {
        lastBytes = socket.bytesRead;
        lastProgress = now;
      }
      const earned = limits.minBytesPerSecond > 0 ? ((lastBytes - bytesAtStart) / limits.minBytesPerSecond) * 1000 : 0;
      const stalled = now - lastProgress >= limits.timeoutMs;
      const tooSlow = now - started >= limits.timeoutMs + earned;
      if (!stalled && !tooSlow) return;
      clearInterval(timer);
      request.log.info(
        { receivedBytes: lastBytes - bytesAtStart, elapsedMs: now - started, stalled },
        "request body too slow: connection closed",
      );
      answerOnSocket(
        socket,
        "408 Request Timeout",
        timeoutAnswer(translate(requestLanguage(request.headers, request.query), "requestTimeout")),
      );
    },
    Math.max(50, Math.min(1000, limits.timeoutMs / 4)),
  );
  timer.unref();
  raw.once("close", () => clearInterval(timer));
}

/** Times every request body (see ArrivalLimits). */
export function limitRequestArrival(app: FastifyInstance, limits: ArrivalLimits): void {
  app.addHook("onRequest", async (request) => watchBody(request, limits));
}

/**
 * Fastify's clientErrorHandler, for requests Node refused before they became requests: headers that did not arrive
 * within the timeout get the same 408 envelope, oversized headers 431, anything else 400 — in the default language,
 * since no header could be read.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
    return answerOnSocket(socket, "408 Request Timeout", timeoutAnswer(translate(DEFAULT_LANGUAGE, "requestTimeout")));
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return answerOnSocket(socket, "431 Request Header Fields Too Large", {
      code: 431,
      message: translate(DEFAULT_LANGUAGE, "badRequest", { detail: "request headers too large" }),
    });
  }
  answerOnSocket(socket, "400 Bad Request", {
    code: ApiCode.BAD_REQUEST,
    message: translate(DEFAULT_LANGUAGE, "badRequest", { detail: "malformed HTTP request" }),
  });
}
