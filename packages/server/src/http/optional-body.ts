import type { FastifyRequest } from "fastify";

/**
 * preValidation hook for routes whose body may be left out entirely (a POST with only a query string):
 * an absent body is validated as `{}` instead of failing "body must be object".
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
