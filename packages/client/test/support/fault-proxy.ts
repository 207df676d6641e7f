import { createServer, request as forward } from "node:http";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the proxy does with one request: pass it to the real server (optionally adding request headers, as a proxy
 * naming the client does), pass it but hold the server's answer back for a while, answer a status itself, or drop
 * the connection.
 */
export type Fault =
  | "pass"
  | "drop"
  | { holdMs: number }
  | { addHeaders: Record<string, string> }
  | { status: number; headers?: Record<string, string> }
  /** The server's JSON answer, changed on its way back (text given back is sent as an HTML page). */
  | { rewrite: (body: unknown) => unknown };

export interface FaultProxy {
  url: string;
  /** Every request path (with query) in arrival order, with what was done to it. */
  log: Array<{ method: string; url: string; fault: string }>;
  close(): Promise<void>;
}

/**
 * A proxy in front of the real reference server that injects what the server cannot produce on demand: a 503,
 * a 429, a dropped connection or a late answer for chosen requests. Everything else reaches the real server untouched.
 */
export async function startFaultProxy(
  target: string,
  decide: (request: IncomingMessage) => Fault,
): Promise<FaultProxy> {
  const log: FaultProxy["log"] = [];
  const upstream = new URL(target);
  // The Host header is kept, so the server's absolute URLs (signed PUT, static URL) point at the proxy too.
  const server = createServer((req, res) => {
    const fault = req.method === "OPTIONS" ? "pass" : decide(req);
    log.push({
      method: req.method ?? "",
      url: req.url ?? "",
      fault:
        typeof fault === "string"
          ? fault
          : "status" in fault
            ? String(fault.status)
            : "holdMs" in fault
              ? `hold ${fault.holdMs}`
              : "rewrite" in fault
                ? "rewrite"
                : "pass",
    });
    if (fault === "drop") {
      req.socket.destroy();
      return;
    }
    if (typeof fault === "object" && "status" in fault) {
      req.resume();
      res.writeHead(fault.status, {
        "access-control-allow-origin": req.headers.origin ?? "*",
        "access-control-allow-credentials": "true",
        "content-type": "application/json",
        ...fault.headers,
      });
      res.end(JSON.stringify({ code: fault.status, data: null, message: "injected" }));
      return;
    }
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, ...(typeof fault === "object" && "addHeaders" in fault ? fault.addHeaders : {}) },
      },
      (answer) => {
        if (typeof fault === "object" && "rewrite" in fault) {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // Not JSON: handed to the rewrite as text.
            }
            const changed = fault.rewrite(body);
            const out = changed === undefined ? "" : typeof changed === "string" ? changed : JSON.stringify(changed);
            const headers = {
              ...answer.headers,
              "content-type":
                typeof changed === "string" ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
              "content-length": String(Buffer.byteLength(out)),
            };
            delete headers["content-encoding"];
            delete headers["transfer-encoding"];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(out);
          });
          return;
        }
        const deliver = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (typeof fault === "object" && "holdMs" in fault) setTimeout(deliver, fault.holdMs);
        else deliver();
      },
    );
    proxied.on("error", () => res.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
