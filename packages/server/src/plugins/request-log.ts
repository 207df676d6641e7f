import fp from "fastify-plugin";
import { matchedRoute } from "../http/route-scope";

/**
 * One `info` line per answered request: method, route pattern, status, duration and (from the request's logger)
 * its id. No headers, no body and no raw URL: tokens travel in headers, cookies and query strings, and the
 * route pattern names the call without them. The URL's path is kept for unmatched requests only, and every line
 * still passes through the logger's redaction (http/log-redaction.ts).
 */
export const requestLog = fp(
  async (app) => {
    app.addHook("onResponse", async (request, reply) => {
      const route = matchedRoute(request);
      request.log.info(
        {
          method: request.method,
          route: route ?? null,
          ...(route === undefined ? { path: request.url.split("?")[0] } : {}),
          statusCode: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        "request",
      );
    });
  },
  { name: "request-log" },
);
