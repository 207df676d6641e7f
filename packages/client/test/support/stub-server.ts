import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the stub saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

export type StubHandler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

export interface StubServer {
  url: string;
  seen: SeenRequest[];
  /** Requests to a path (without query), in arrival order. */
  calls(path: string): SeenRequest[];
  close(): Promise<void>;
}

/**
 * A small in-process HTTP server for what the reference server cannot produce on demand (a 503, a dropped
 * connection, a refresh with a controllable delay, arbitrary body codes). It answers CORS like the real server
 * (credentials, reflected request headers, exposed headers) so jsdom's XHR accepts it.
 */
export async function startStubServer(handler: StubHandler): Promise<StubServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const origin = req.headers.origin ?? "*";
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-allow-credentials", "true");
      res.setHeader("access-control-expose-headers", "check-login-type-result, beta_env");
      if (req.method === "OPTIONS") {
        res.setHeader("access-control-allow-methods", "GET,POST,PUT,DELETE,PATCH");
        res.setHeader("access-control-allow-headers", req.headers["access-control-request-headers"] ?? "*");
        res.writeHead(204).end();
        return;
      }
      const url = new URL(req.url ?? "/", "http://stub");
      const request: SeenRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(request);
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    calls: (path) => seen.filter((request) => request.path === path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}

export const envelope = (data: unknown, code = 200, message = "ok") => ({ code, data, message });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
