import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { HealthResponse } from "@sxz/contract";
import { ok } from "../http/envelope";

/** `GET /api/health`: the server is up and its database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get("/api/health", { schema: { tags: ["health"], response: { 200: HealthResponse } } }, async (request) => {
    await sql`select 1`.execute(app.database.db);
    return ok(request, { status: "ok" as const, db: app.database.dialect });
  });
};
