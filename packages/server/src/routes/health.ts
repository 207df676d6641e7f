import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { sql } from "kysely";
import { HealthResponse } from "@sxz/contract";
import { ok } from "../http/envelope";

/** Probe answers are for orchestrators, not the client layer: a bare status, no envelope. */
const ProbeAnswer = Type.Object({ status: Type.Union([Type.Literal("ok"), Type.Literal("draining"), Type.Literal("database-unavailable")]) });
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
  app.get("/api/health", { schema: { tags: ["health"], response: { 200: HealthResponse } } }, async (request) => {
    await sql`select 1`.execute(app.database.db);
    return ok(request, { status: "ok" as const, db: app.database.dialect });
  });

  const probe = { tags: ["health"], response: { 200: ProbeAnswer, 503: ProbeAnswer } };
  // Probes come every few seconds: their lines would drown the request log.
  app.get("/api/health/live", { schema: probe, logLevel: "warn" }, async () => ({ status: "ok" as const }));
  app.get("/api/health/ready", { schema: probe, logLevel: "warn" }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.status(503).send({ status: "draining" as const });
    if (!(await databaseAnswers(() => sql`select 1`.execute(app.database.db)))) {
      return reply.status(503).send({ status: "database-unavailable" as const });
    }
    return { status: "ok" as const };
  });
};
