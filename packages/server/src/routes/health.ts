import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { apiRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";

/** A readiness check that waits longer than this for the database counts it as unavailable. */
const READY_DATABASE_TIMEOUT_MS = 2000;

/** Whether the check passes within the timeout; its failure (or the timeout) goes to `onFailure`. */
async function databaseAnswers(check: () => Promise<unknown>, onFailure: (error: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_TIMEOUT_MS);
  });
  try {
    const answered = await Promise.race([check().then(() => true), timeout]);
    if (!answered)
      onFailure(
        Object.assign(new Error(`no answer to select 1 within ${READY_DATABASE_TIMEOUT_MS} ms`), { code: "ETIMEDOUT" }),
      );
    return answered;
  } catch (error) {
    onFailure(error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: the server is up and its database answers (the envelope, for people and the demo).
 * `GET /api/health/live`: the process answers (liveness: restart it when this fails).
 * `GET /api/health/ready`: the database answers and the server is not shutting down (readiness: send it traffic);
 * 200 `degraded` while writes fail (disk full, upload storage failing) but reads are served.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerApiRoute(app, apiRoutes.health, async (request) => {
    await sql`select 1`.execute(app.database.db);
    return ok(request, { status: "ok" as const, db: app.database.dialect });
  });

  // Probes come every few seconds: their lines would drown the request log.
  const quiet = { logLevel: "warn" } as const;
  registerApiRoute(app, apiRoutes.healthLive, async () => ({ status: "ok" as const }), quiet);
  registerApiRoute(
    app,
    apiRoutes.healthReady,
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: "draining" as const });
      if (
        !(await databaseAnswers(
          () => sql`select 1`.execute(app.database.db),
          (error) => app.faults.databaseDown(error),
        ))
      ) {
        return reply.status(503).send({ status: "database-unavailable" as const });
      }
      const writes = await app.faults.recheckWrites();
      if (writes.state === "degraded") return { status: "degraded" as const, writes: writes.fault };
      return { status: "ok" as const };
    },
    quiet,
  );
};
