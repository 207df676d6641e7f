import type { Socket } from "node:net";
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Whether the server is shutting down (readiness answers 503 and every answer closes its connection), and the
     * connections open now (for closing the quiet ones on shutdown).
     */
    lifecycle: { draining: boolean; connections: Set<Socket> };
  }
}

/**
 * After the signal, a keep-alive connection is closed by the server only once it has been quiet this long: no
 * answer in progress and no byte received. A client that keeps sending gets its next request answered with
 * `Connection: close` instead (and closes the connection itself), so no request it has sent is cut by a close.
 */
export const QUIET_BEFORE_CLOSE_MS = 1000;

/** How a shutdown ended: every request in flight finished, or the timeout cut what was left. */
export type ShutdownOutcome = "drained" | "cut";

/**
 * The shutdown state of the app. While draining, each answer carries `Connection: close`, so a keep-alive client
 * does not hold its connection open past its last answer and the server's close completes as soon as the requests
 * in flight are done.
 */
export const shutdownState = fp(
  async (app) => {
    const connections = new Set<Socket>();
    app.server.on("connection", (socket: Socket) => {
      connections.add(socket);
      socket.once("close", () => connections.delete(socket));
    });
    app.decorate("lifecycle", { draining: false, connections });
    app.addHook("onSend", async (_request, reply) => {
      if (app.lifecycle.draining) reply.header("connection", "close");
    });
  },
  { name: "shutdown-state" },
);

/** Marks the server as draining: readiness answers 503 from now on. */
export function beginDraining(app: FastifyInstance): void {
  app.lifecycle.draining = true;
}

/**
 * A replacement for the server's `closeIdleConnections` while it drains: closes only the connections that have been
 * quiet (no answer in progress, no byte received) for `quietMs`. Node's own closes every connection without an
 * answer in progress at once — also one whose client is sending its next request at that moment, which then meets
 * a reset (ECONNRESET) instead of an answer.
 */
export function quietConnectionCloser(
  connections: ReadonlySet<Socket>,
  quietMs: number,
  now: () => number = Date.now,
): () => void {
  const seen = new WeakMap<Socket, { bytesRead: number; since: number }>();
  return () => {
    const at = now();
    for (const socket of connections) {
      // Node's own test of an answer in progress (http's closeIdleConnections).
      const answering = (socket as Socket & { _httpMessage?: { finished?: boolean } | null })._httpMessage;
      const last = seen.get(socket);
      if ((answering && !answering.finished) || !last || last.bytesRead !== socket.bytesRead) {
        seen.set(socket, { bytesRead: socket.bytesRead, since: at });
      } else if (at - last.since >= quietMs) {
        socket.destroy();
      }
    }
  };
}

/**
 * Stops accepting connections, lets the requests in flight finish for up to `timeoutMs`, then closes the app (its
 * onClose hooks close the database). Every answer from now on carries `Connection: close`; a keep-alive connection
 * is closed by the server once it has been quiet for QUIET_BEFORE_CLOSE_MS (checked every 100 ms), so a request
 * already on its way gets an answer rather than a reset. At the timeout the remaining connections are cut and the
 * outcome is "cut".
 */
export async function drainAndClose(app: FastifyInstance, timeoutMs: number): Promise<ShutdownOutcome> {
  beginDraining(app);
  let outcome: ShutdownOutcome = "drained";
  // Node's server.close() and Fastify's forceCloseConnections: "idle" both call closeIdleConnections().
  const closeQuiet = quietConnectionCloser(app.lifecycle.connections, QUIET_BEFORE_CLOSE_MS);
  app.server.closeIdleConnections = closeQuiet;
  closeQuiet();
  const idleSweep = setInterval(closeQuiet, 100);
  const deadline = setTimeout(() => {
    outcome = "cut";
    app.log.warn({ timeoutMs }, "shutdown timeout reached: closing the connections still open");
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(idleSweep);
    clearTimeout(deadline);
  }
  return outcome;
}
