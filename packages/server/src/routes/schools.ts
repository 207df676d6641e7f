import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiCode, apiRoutes } from "@sxz/contract";
import { findSchool, oauth2ConfigOf, requestedTenant } from "../domain/schools/lookup";
import { ApiError } from "../http/api-error";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { emptyBodyAsObject } from "../http/optional-body";
import { requestLanguage, translate } from "../i18n/messages";
import { requireUser } from "../plugins/authenticate";

/** School info for login routing (CL-API-9, CL-ST-15) and the visitor-to-member check (CL-ST-10). */
export const schoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  /** Unknown school: code 404002, which the client layer treats as a normal answer (CL-ERR-4). */
  const unknownSchool = (request: Parameters<typeof ok>[0]) => ({
    code: ApiCode.NOT_FOUND_NORMAL,
    data: null,
    message: translate(requestLanguage(request.headers, request.query), "schoolNotFound"),
  });

  registerApiRoute(
    app,
    apiRoutes.schoolInfo,
    async (request) => {
      const tenantId = requestedTenant(request, request.body?.tenantId);
      if (!tenantId) throw new ApiError(400, ApiCode.BAD_REQUEST, "missingParameter", { field: "tenantId" });
      const school = await findSchool(db, tenantId);
      if (!school) return unknownSchool(request);
      return ok(request, { id: school.id, name: school.name, loginMethod: school.login_method });
    },
    { preValidation: emptyBodyAsObject },
  );

  registerApiRoute(app, apiRoutes.schoolLoginConfig, async (request) => {
    const school = await findSchool(db, request.body.tenantId);
    if (!school) return unknownSchool(request);
    return ok(request, {
      id: school.id,
      name: school.name,
      loginMethod: school.login_method,
      pcs: [{ terminal: request.body.terminal ?? "pc", oath2Config: oauth2ConfigOf(school) }],
    });
  });

  registerApiRoute(app, apiRoutes.memberCheck, async (request) => {
    const auth = requireUser(request);
    const school = await findSchool(db, request.query.tenantId);
    if (!school) throw new ApiError(404, ApiCode.NOT_FOUND, "schoolNotFound");
    const now = Date.now();
    const inserted = await db
      .insertInto("memberships")
      .values({ user_id: auth.userId, school_id: school.id, role: "learner", member_since: now })
      .onConflict((conflict) => conflict.columns(["user_id", "school_id"]).doNothing())
      .executeTakeFirst();
    const membership = await db
      .selectFrom("memberships")
      .select(["role", "member_since"])
      .where("user_id", "=", auth.userId)
      .where("school_id", "=", school.id)
      .executeTakeFirstOrThrow();
    return ok(request, {
      tenantId: school.id,
      valid: true,
      role: membership.role,
      becameMember: Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1,
      memberSince: new Date(membership.member_since).toISOString(),
    });
  });
};
