import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiCode } from "@sxz/contract";
import { IpRanges } from "../domain/accounts/ip-ranges";
import { sessionState } from "../domain/accounts/session-state";
import { requestLanguage, translate } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages";

const TOKEN_PATH = "/api/auth/oauth/token";
// The health check and the API description stay reachable for operators whatever the caller's address.
const OPEN_TO_ALL = ["/api/health", "/api/docs/"];

function path(request: FastifyRequest): string {
  return request.url.split("?")[0] ?? "";
}

/** A body-code refusal: HTTP 200 envelope (the client layer reads the body code, CL-RT-3, CL-ERR-3). */
function refuse(request: FastifyRequest, reply: FastifyReply, code: number, key: MessageKey) {
  const message = translate(requestLanguage(request.headers, request.query), key);
  if (path(request) === TOKEN_PATH) {
    // The token endpoint speaks OAuth2 errors, with the body code alongside.
    return reply.code(403).serializer(JSON.stringify).send({ error: "access_denied", error_description: message, code });
  }
  return reply.code(200).serializer(JSON.stringify).send({ code, data: null, message });
}

/**
 * Runs before every API route: refuses blocked client addresses with their IP-limit body code
 * (IP_BLOCKLIST), ends the sessions of revoked token families (the caller becomes anonymous, so writes answer
 * 401 and the client refreshes), and answers 901100005 to a disabled user's live session.
 */
export const sessionGuard = fp(
  async (app) => {
    const blocked = new IpRanges(app.config.ipBlocklist.map((rule) => ({ cidr: rule.cidr, value: rule.code })));
    app.addHook("onRequest", async (request, reply) => {
      const url = path(request);
      if (!url.startsWith("/api/") && !url.startsWith("/sxz/api/")) return;
      if (OPEN_TO_ALL.some((open) => url.startsWith(open))) return;
      const ipCode = blocked.match(request.ip);
      if (ipCode !== undefined) return refuse(request, reply, ipCode, "ipRestricted");
      if (!request.auth) return;
      const state = await sessionState(app.database.db, request.auth);
      if (state === "revoked") request.auth = null;
      else if (state === "disabled") return refuse(request, reply, ApiCode.FORCE_LOGOUT, "accountDisabled");
    });
  },
  { name: "session-guard", dependencies: ["authenticate"] },
);
