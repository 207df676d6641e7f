import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiCode, apiPaths } from "@sxz/contract";
import { IpRanges } from "../domain/session/ip-ranges";
import { SessionCache } from "../domain/session/session-cache";
import { isApiRoute, isOpenToEveryAddress, matchedRoute } from "../http/route-scope";
import { requestLanguage, translate } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages";

const TOKEN_ROUTE = apiPaths.issueToken.path;
// A refusal sent from a hook has no route serializer to set its type; clients parse it as JSON like any answer.
const JSON_TYPE = "application/json; charset=utf-8";

/** A body-code refusal: HTTP 200 envelope (the client layer reads the body code, CL-RT-3, CL-ERR-3). */
function refuse(request: FastifyRequest, reply: FastifyReply, code: number, key: MessageKey) {
  const message = translate(requestLanguage(request.headers, request.query), key);
  if (matchedRoute(request) === TOKEN_ROUTE) {
    // The token endpoint speaks OAuth2 errors, with the body code alongside.
    return reply
      .code(403)
      .type(JSON_TYPE)
      .serializer(JSON.stringify)
      .send({ error: "access_denied", error_description: message, code });
  }
  return reply.code(200).type(JSON_TYPE).serializer(JSON.stringify).send({ code, data: null, message });
}

/**
 * Runs before every API route: refuses blocked client addresses with their IP-limit body code
 * (IP_BLOCKLIST), ends the sessions of revoked token families (the caller becomes anonymous, so writes answer
 * 401 and the client refreshes), and answers 901100005 to a disabled user's live session.
 */
export const sessionGuard = fp(
  async (app) => {
    const blocked = new IpRanges(app.config.ipBlocklist.map((rule) => ({ cidr: rule.cidr, value: rule.code })));
    // A live session is trusted for SESSION_CACHE_MS without a read; revocations and disabled accounts of this
    // process end that at once (domain/session/session-cache.ts).
    const sessions = new SessionCache(app.database.db, { ttlMs: app.config.sessionCacheMs });
    app.addHook("onClose", async () => sessions.close());
    app.addHook("onRequest", async (request, reply) => {
      // Keyed on the matched route: every spelling of a path that reaches an API route meets this guard.
      if (!isApiRoute(request) || isOpenToEveryAddress(request)) return;
      const ipCode = blocked.match(request.ip);
      if (ipCode !== undefined) return refuse(request, reply, ipCode, "ipRestricted");
      if (!request.auth) return;
      const state = await sessions.state(request.auth);
      if (state === "revoked") request.auth = null;
      else if (state === "disabled") return refuse(request, reply, ApiCode.FORCE_LOGOUT, "accountDisabled");
    });
  },
  { name: "session-guard", dependencies: ["authenticate"] },
);
