import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiCode, apiRoutes } from "@sxz/contract";
import type {
  OAuthErrorCode,
  TokenForm as TokenFormType,
  TokenQuery as TokenQueryType,
  TokenResponse as TokenResponseType,
} from "@sxz/contract";
import { recordCodeFamily, redeemCode } from "../domain/auth/authorization-codes";
import { pruneExpiredCredentials } from "../domain/auth/housekeeping";
import { LoginThrottle } from "../domain/auth/login-throttle";
import { scheduleHousekeeping } from "../plugins/housekeeping";
import { burnPasswordCheck, verifyPassword } from "../domain/auth/passwords";
import { allowsPasswordLogin, findSchool, requestedTenant } from "../domain/schools/lookup";
import { familyOfRefreshToken, revokeFamily, rotateRefreshToken, startFamily } from "../domain/auth/token-service";
import { findUserById, findUserByName } from "../domain/accounts/users";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { emptyBodyAsObject } from "../http/optional-body";
import { requestLanguage, translate } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages";

class OAuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: { code?: number; headers?: Record<string, string> } = {},
  ) {
    super(error);
  }
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: OAuthFailure) {
  const description = translate(requestLanguage(request.headers, request.query), failure.key, failure.params);
  for (const [name, value] of Object.entries(failure.extra.headers ?? {})) reply.header(name, value);
  reply.header("cache-control", "no-store");
  return reply
    .code(failure.status)
    .serializer(JSON.stringify)
    .send({
      error: failure.error,
      error_description: description,
      ...(failure.extra.code ? { code: failure.extra.code } : {}),
    });
}

const invalidGrant = (key: MessageKey = "refreshInvalid") => new OAuthFailure(401, "invalid_grant", key);
const disabled = () => new OAuthFailure(403, "access_denied", "accountDisabled", {}, { code: ApiCode.FORCE_LOGOUT });
/** The client layer sends the user to /disableLogin on this header (CL-RT-2). */
const loginMethodRefused = () =>
  new OAuthFailure(
    403,
    "access_denied",
    "loginMethodNotAllowed",
    {},
    { headers: { "check-login-type-result": "false" } },
  );

/**
 * `POST /api/auth/oauth/token` (OAuth2 JSON, not the envelope): password, refresh_token and authorization_code
 * grants; `POST /api/auth/logout` revokes a token family.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const throttle = new LoginThrottle(app.rateCounters, {
    failuresPerAccountAndAddress: config.loginFailuresPerMinute,
    failuresPerAccount: config.loginAccountFailuresPerMinute,
    failuresPerAddress: config.loginAddressFailuresPerMinute,
    checksPerAddress: config.loginRateLimitPerMinute,
  });

  // Spent codes and expired refresh tokens are swept hourly.
  scheduleHousekeeping(app, { name: "credential sweep", everyMs: 3600_000, run: () => pruneExpiredCredentials(db) });

  async function passwordGrant(request: FastifyRequest, form: TokenFormType): Promise<TokenResponseType> {
    if (!form.username || !form.password) {
      throw new OAuthFailure(400, "invalid_request", "missingParameter", {
        field: !form.username ? "username" : "password",
      });
    }
    const askedTenant = requestedTenant(request, form.tenantId);
    const askedSchool = askedTenant ? await findSchool(db, askedTenant) : undefined;
    if (askedTenant && !askedSchool) throw new OAuthFailure(400, "invalid_request", "schoolNotFound");
    // The school decides how its people sign in; refusing before the password is checked leaks nothing.
    if (askedSchool && !allowsPasswordLogin(askedSchool)) throw loginMethodRefused();
    // The attempt is reserved before the password is checked, so concurrent guesses cannot all slip through.
    const attempt = await throttle.begin(form.username, request.ip);
    if (!attempt.allowed) {
      const wait = attempt.waitSeconds;
      throw new OAuthFailure(
        429,
        "too_many_requests",
        "tooManyLoginAttempts",
        { seconds: wait },
        { headers: { "retry-after": String(wait) } },
      );
    }
    const user = await findUserByName(db, form.username);
    const valid = user?.password_hash
      ? await verifyPassword(form.password, user.password_hash)
      : (await burnPasswordCheck(form.password), false);
    if (!user || !valid) throw new OAuthFailure(401, "invalid_grant", "invalidCredentials");
    await attempt.succeeded();
    if (user.disabled) throw disabled();
    const school = askedSchool ?? (await findSchool(db, user.home_school_id));
    if (!school || !allowsPasswordLogin(school)) throw loginMethodRefused();
    return (await startFamily(db, config, user.id, school.id)).tokens;
  }

  async function refreshGrant(refreshToken: string | undefined): Promise<TokenResponseType> {
    if (!refreshToken) throw new OAuthFailure(400, "invalid_request", "missingParameter", { field: "refresh_token" });
    const result = await rotateRefreshToken(db, config, refreshToken);
    if (result.ok) return result.tokens;
    if (result.reason === "disabled") throw disabled();
    throw invalidGrant();
  }

  async function codeGrant(code: string | undefined): Promise<TokenResponseType> {
    if (!code) throw new OAuthFailure(400, "invalid_request", "missingParameter", { field: "code" });
    const redeemed = await redeemCode(db, code);
    if (!redeemed.ok) throw invalidGrant("codeInvalid");
    const user = await findUserById(db, redeemed.userId);
    if (!user) throw invalidGrant("codeInvalid");
    if (user.disabled) throw disabled();
    const { tokens, familyId } = await startFamily(db, config, user.id, redeemed.tenantId);
    await recordCodeFamily(db, redeemed.codeHash, familyId);
    return tokens;
  }

  registerApiRoute(
    app,
    apiRoutes.issueToken,
    async (request, reply) => {
      try {
        if (request.validationError) {
          const detail = request.validationError.validation?.[0];
          throw new OAuthFailure(400, "invalid_request", "badRequest", {
            detail: `${request.validationError.validationContext ?? "request"}${detail?.instancePath ?? ""} ${detail?.message ?? "is invalid"}`,
          });
        }
        const query: TokenQueryType = request.query;
        const form: TokenFormType = request.body ?? {};
        const grant = form.grant_type ?? query.grant_type;
        let tokens: TokenResponseType;
        if (grant === "password") tokens = await passwordGrant(request, form);
        else if (grant === "refresh_token") tokens = await refreshGrant(form.refresh_token ?? query.refresh_token);
        else if (grant === "authorization_code") tokens = await codeGrant(form.code ?? query.code);
        else
          throw new OAuthFailure(400, "unsupported_grant_type", grant ? "unsupportedGrant" : "missingParameter", {
            field: "grant_type",
          });
        reply.header("cache-control", "no-store");
        return tokens;
      } catch (error) {
        if (error instanceof OAuthFailure) return sendFailure(request, reply, error);
        throw error;
      }
    },
    { attachValidation: true, preValidation: emptyBodyAsObject },
  );

  registerApiRoute(
    app,
    apiRoutes.logout,
    async (request) => {
      const familyId = request.body?.refresh_token
        ? await familyOfRefreshToken(db, request.body.refresh_token)
        : request.auth?.familyId;
      const revoked = familyId ? await revokeFamily(db, familyId, "logout") : false;
      return ok(request, { revoked });
    },
    { preValidation: emptyBodyAsObject },
  );
};
