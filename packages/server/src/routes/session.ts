import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ClientIpResponse, ContentxResponse, HeartbeatResponse } from "@sxz/contract";
import { IpRanges, normaliseIp } from "../domain/session/ip-ranges";
import { ok } from "../http/envelope";

/** Network flags from INTRANET_CIDRS and the client address (CL-API-8), and the keep-alive (CL-ST-14). */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const intranet = new IpRanges(app.config.intranetCidrs.map((cidr) => ({ cidr, value: true as const })));
  const isInternal = (ip: string) => intranet.match(ip) === true;

  app.get(
    "/api/accounts/open/client/ip",
    { schema: { tags: ["session"], summary: "The client address and whether it is on the company network", response: { 200: ClientIpResponse } } },
    async (request) => {
      const internal = isInternal(request.ip);
      return ok(request, { ip: normaliseIp(request.ip), internal, hasInternal: internal ? (1 as const) : (0 as const) });
    },
  );

  app.get(
    "/api/foundation/request/open/contentx",
    { schema: { tags: ["session"], summary: "The intranet flag of the caller", response: { 200: ContentxResponse } } },
    async (request) => ok(request, { intranet: isInternal(request.ip), ip: normaliseIp(request.ip) }),
  );

  app.get(
    "/api/sso/open/only4ssoTimeUpdate.do",
    { schema: { tags: ["session"], summary: "Keep-alive", response: { 200: HeartbeatResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(request, { serverTime: Date.now(), loggedIn: request.auth !== null });
    },
  );
};
