import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { ApiCode } from "@sxz/contract";
import { ApiError } from "../http/api-error";
import { VerifiedTokens } from "../domain/auth/verified-tokens";
import type { AuthContext } from "../domain/auth/access-tokens";
import type { KeyRing } from "../domain/auth/key-ring";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller from a valid `Authorization: Bearer` access token, else null (anonymous). */
    auth: AuthContext | null;
  }
}

/** Resolves `request.auth` for every request; routes then call requireUser / requireAdmin. */
export const authenticate = fp<{ keys: KeyRing }>(
  async (app, { keys }) => {
    app.decorateRequest("auth", null);
    const tokens = new VerifiedTokens(keys);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+/i.test(header)) return;
      request.auth = tokens.verify(header.replace(/^Bearer\s+/i, "").trim()) ?? null;
    });
  },
  { name: "authenticate" },
);

/** The caller, or a 401 envelope: every write goes through this. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, ApiCode.UNAUTHORIZED, "unauthorized");
  return request.auth;
}

/** An admin of the caller's school, or 401 / 403. */
export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (auth.role !== "admin") throw new ApiError(403, ApiCode.FORBIDDEN, "forbidden");
  return auth;
}
