import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { apiRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requestedTenant } from "../domain/schools/lookup";
import { findSensitiveWord } from "../domain/reviews/sensitive-words";

/**
 * `POST /api/common/api/moderation/v1/content` (RW-API-7): the internal variant's content check, against the same
 * sensitive-word list giveScore enforces: that of the token's school, else of the school the request names (the
 * tenant header or query the client layer sends), else the platform default. Open to anonymous callers (it reveals
 * nothing but pass/block); the per-IP rate limit applies.
 */
export const reviewModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerApiRoute(app, apiRoutes.moderateContent, async (request) => {
    const school = request.auth?.tenantId ?? requestedTenant(request) ?? null;
    const word = await findSensitiveWord(app.database.db, school, request.body.content);
    return ok(request, { message: word ? ("block" as const) : ("pass" as const) });
  });
};
