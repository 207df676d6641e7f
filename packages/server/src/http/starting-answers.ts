import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { apiRoutes, failureCodeForStatus } from "@sxz/contract";
import { requestLanguage, translate } from "../i18n/messages";
import { FAULT_RETRY_AFTER_SECONDS } from "./faults";

export interface StartingAnswers {
  /** The port it listens on (the one the system chose when PORT is 0). */
  port: number;
  /** Stops listening and closes its connections, so the app can take the port. */
  close(): Promise<void>;
}

/**
 * What the port answers while the server waits for its database and migrates, before the app listens: liveness 200,
 * readiness 503 `{"status":"starting"}`, everything else 503 with `Retry-After` in the envelope every 5xx carries —
 * so an orchestrator keeps the process and sends it no traffic, and a client that comes early is told to try again.
 */
export async function answerWhileStarting(port: number, host: string): Promise<StartingAnswers> {
  const retryAfter = FAULT_RETRY_AFTER_SECONDS["database-unavailable"];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        connection: "close",
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === apiRoutes.healthLive.path) return json(200, { status: "ok" });
    if (url.pathname === apiRoutes.healthReady.path) return json(503, { status: "starting" });
    const message = translate(
      requestLanguage(request.headers, Object.fromEntries(url.searchParams)),
      "serviceUnavailable",
    );
    return json(
      503,
      { code: failureCodeForStatus(503), data: null, message, retryAfterSeconds: retryAfter },
      { "retry-after": String(retryAfter) },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
