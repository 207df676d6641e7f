import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { apiRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { IpRanges, normaliseIp } from "../domain/session/ip-ranges";
import { ok } from "../http/envelope";

/** Network flags from INTRANET_CIDRS and the client address (CL-API-8), and the keep-alive (CL-ST-14). */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const intranet = new IpRanges(app.config.intranetCidrs.map((cidr) => ({ cidr, value: true as const })));
  const isInternal = (ip: string) => intranet.match(ip) === true;

  registerApiRoute(app, apiRoutes.clientIp, async (request) => {
    const internal = isInternal(request.ip);
    return ok(request, { ip: normaliseIp(request.ip), internal, hasInternal: internal ? (1 as const) : (0 as const) });
  });

  registerApiRoute(app, apiRoutes.contentx, async (request) =>
    ok(request, { intranet: isInternal(request.ip), ip: normaliseIp(request.ip) }),
  );

  registerApiRoute(app, apiRoutes.heartbeat, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return ok(request, { serverTime: Date.now(), loggedIn: request.auth !== null });
  });
};
