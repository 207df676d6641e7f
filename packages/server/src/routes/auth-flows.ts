import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiCode, apiRoutes } from "@sxz/contract";
import { consumeWorkplaceCode, issueCode } from "../domain/auth/authorization-codes";
import { publicOrigin } from "../public-origin";
import { acceptReturnUrl } from "../domain/auth/redirect-target";
import { findSchool } from "../domain/schools/lookup";
import { startFamily } from "../domain/auth/token-service";
import { findUserByName, resolveWorkplaceUser } from "../domain/accounts/users";
import { verifyWorkplaceCode } from "../domain/auth/workplace-codes";
import { ApiError } from "../http/api-error";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requireUser } from "../plugins/authenticate";

/** The OAuth2 client the platform gateway uses for the workplace app's authorization code (CL-API-6). */
const GATEWAY_CLIENT = "gateway";

/**
 * The other ways in: the authorization code for a logged-in caller (workplace app), the workplace-app free login
 * with a signed workplace code, and a stand-in third-party login that returns with `_tpToken`.
 */
export const authFlowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const db = app.database.db;

  registerApiRoute(app, apiRoutes.authorize, async (request) => {
    const auth = requireUser(request);
    if (request.query.client_id !== GATEWAY_CLIENT) throw new ApiError(400, ApiCode.BAD_REQUEST, "clientUnknown");
    const code = await issueCode(db, {
      kind: "gateway",
      userId: auth.userId,
      tenantId: auth.tenantId,
      clientId: GATEWAY_CLIENT,
      ttlSeconds: config.authCodeTtlSeconds,
    });
    return ok(request, {
      code,
      expiresIn: config.authCodeTtlSeconds,
      ...(request.query.state ? { state: request.query.state } : {}),
    });
  });

  registerApiRoute(app, apiRoutes.workplaceFreeLogin, async (request) => {
    const { code, platformType } = request.body;
    const claims = verifyWorkplaceCode(config.workplaceCodeSecret, code);
    if (!claims || claims.platformType !== platformType) throw new ApiError(401, ApiCode.UNAUTHORIZED, "codeInvalid");
    const school = await findSchool(db, claims.tenantId);
    if (!school) throw new ApiError(401, ApiCode.UNAUTHORIZED, "codeInvalid");
    const { user, firstLogin } = await resolveWorkplaceUser(db, { ...claims });
    const fresh = await consumeWorkplaceCode(db, {
      codeId: claims.jti,
      userId: user.id,
      tenantId: school.id,
      platformType,
      expiresAt: claims.exp * 1000,
    });
    if (!fresh) throw new ApiError(401, ApiCode.UNAUTHORIZED, "codeInvalid");
    if (user.disabled) throw new ApiError(403, ApiCode.FORCE_LOGOUT, "accountDisabled");
    const { tokens } = await startFamily(db, config, user.id, school.id);
    return ok(request, { firstLogin, syncType: claims.syncType, oauth2AccessToken: tokens });
  });

  registerApiRoute(app, apiRoutes.thirdPartyLogin, async (request, reply) => {
    if (!config.thirdPartyProviders.includes(request.params.provider) || !config.thirdPartyLoginUser) {
      throw new ApiError(404, ApiCode.NOT_FOUND, "providerUnknown");
    }
    const target = acceptReturnUrl(request.query.targetUrl, publicOrigin(request, config), config.redirectAllowedHosts);
    if (!target) throw new ApiError(400, ApiCode.BAD_REQUEST, "redirectNotAllowed");
    const user = await findUserByName(db, config.thirdPartyLoginUser);
    if (!user) throw new ApiError(404, ApiCode.NOT_FOUND, "userNotFound");
    if (user.disabled) throw new ApiError(403, ApiCode.FORCE_LOGOUT, "accountDisabled");
    const code = await issueCode(db, {
      kind: "third_party",
      userId: user.id,
      tenantId: user.home_school_id,
      clientId: `third:${request.params.provider}`,
      ttlSeconds: config.authCodeTtlSeconds,
    });
    target.searchParams.set("_tpToken", code);
    reply.header("cache-control", "no-store");
    return reply.redirect(target.toString(), 302);
  });
};
