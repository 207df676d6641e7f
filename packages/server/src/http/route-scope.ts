import type { FastifyRequest } from "fastify";
import { API_PATH_PREFIXES, apiDocsPaths, apiPaths } from "@sxz/contract";

/**
 * Which guards a request meets is decided by the route the router matched, never by the raw URL: the router
 * decodes `/%61pi/…` into `/api/…`, so a prefix test on `request.url` would let that spelling past every guard
 * while the handler still runs.
 */

/** The API's routes: the platform's `/api/…` and the `/sxz/api/…` spelling some calls use. */
const API_PREFIXES = API_PATH_PREFIXES;
/** Liveness and readiness probes: never blocked by address, never rate-limited. */
const HEALTH_ROUTES = new Set<string>([apiPaths.health.path, apiPaths.healthLive.path, apiPaths.healthReady.path]);
/** The API reference and its document stay readable for operators whatever the caller's address. */
const DOCS_ROUTE = apiDocsPaths.reference;

/** The pattern of the matched route (e.g. `/api/universal/v1/score/deleteScore/:id`), or undefined when none matched. */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions?.url;
}

export function isApiRoute(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return route !== undefined && API_PREFIXES.some((prefix) => route.startsWith(prefix));
}

export function isHealthCheck(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return route !== undefined && HEALTH_ROUTES.has(route);
}

/** Routes every address may reach (the IP blocklist does not apply): health checks and the API description. */
export function isOpenToEveryAddress(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return isHealthCheck(request) || route === DOCS_ROUTE || (route?.startsWith(`${DOCS_ROUTE}/`) ?? false);
}

/** Whether a decoded request path looks like an API path, whatever its letter case (for the site's fallback page). */
export function looksLikeApiPath(decodedPath: string): boolean {
  const lower = decodedPath.toLowerCase();
  return API_PREFIXES.some((prefix) => lower.startsWith(prefix) || lower === prefix.slice(0, -1));
}
