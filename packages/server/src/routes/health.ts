import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { apiRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";

/** A readiness check that waits longer than this for the database counts it as unavailable. */
const READY_DATABASE_TIMEOUT_MS = 2000;

async function databaseAnswers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: the server is up and its database answers (the envelope, for people and the demo).
 * `GET /api/health/live`: the process answers (liveness: restart it when this fails).
 * `GET /api/health/ready`: the database answers and the server is not shutting down (readiness: send it traffic).
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
      if (!(await databaseAnswers(() => sql`select 1`.execute(app.database.db)))) {
        return reply.status(503).send({ status: "database-unavailable" as const });
      }
      return { status: "ok" as const };
    },
    quiet,
  );
};
