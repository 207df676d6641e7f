import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the server is shutting down: readiness answers 503 and every answer closes its connection. */
    lifecycle: { draining: boolean };
  }
}

/** How a shutdown ended: every request in flight finished, or the timeout cut what was left. */
export type ShutdownOutcome = "drained" | "cut";

/**
 * The shutdown state of the app. While draining, each answer carries `Connection: close`, so a keep-alive client
 * does not hold its connection open past its last answer and the server's close completes as soon as the requests
 * in flight are done.
 */
export const shutdownState = fp(
  async (app) => {
    app.decorate("lifecycle", { draining: false });
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
 * Stops accepting connections, lets the requests in flight finish for up to `timeoutMs`, then closes the app (its
 * onClose hooks close the database). Idle keep-alive connections are closed at once and again as requests finish.
 * At the timeout the remaining connections are cut and the outcome is "cut".
 */
export async function drainAndClose(app: FastifyInstance, timeoutMs: number): Promise<ShutdownOutcome> {
  beginDraining(app);
  let outcome: ShutdownOutcome = "drained";
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
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
