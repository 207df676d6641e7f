import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import {
  ApiCode,
  CommonCurrentRequest,
  CommonCurrentResponse,
  MemberCheckQuery,
  MemberCheckResponse,
  SchoolInfoResponse,
  SchoolLookupQuery,
  SchoolLookupRequest,
} from "@sxz/contract";
import { findSchool, oauth2ConfigOf, requestedTenant } from "../domain/schools/lookup";
import { ApiError } from "../http/api-error";
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

  app.post(
    "/api/ischool/v1/open/schools/",
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ["schools"],
        summary: "The school's id, name and login method",
        querystring: SchoolLookupQuery,
        body: Type.Optional(SchoolLookupRequest),
        response: { 200: SchoolInfoResponse },
      },
    },
    async (request) => {
      const tenantId = requestedTenant(request, request.body?.tenantId);
      if (!tenantId) throw new ApiError(400, ApiCode.BAD_REQUEST, "missingParameter", { field: "tenantId" });
      const school = await findSchool(db, tenantId);
      if (!school) return unknownSchool(request);
      return ok(request, { id: school.id, name: school.name, loginMethod: school.login_method });
    },
  );

  app.post(
    "/api/ischool/v1/open/schools/common-current",
    {
      schema: {
        tags: ["schools"],
        summary: "The school with its per-terminal login config (data.pcs[0].oath2Config)",
        body: CommonCurrentRequest,
        response: { 200: CommonCurrentResponse },
      },
    },
    async (request) => {
      const school = await findSchool(db, request.body.tenantId);
      if (!school) return unknownSchool(request);
      return ok(request, {
        id: school.id,
        name: school.name,
        loginMethod: school.login_method,
        pcs: [{ terminal: request.body.terminal ?? "pc", oath2Config: oauth2ConfigOf(school) }],
      });
    },
  );

  app.get(
    "/api/ischool/v1/members/get-member-is-valid/",
    {
      schema: {
        tags: ["schools"],
        security: [{ bearer: [] }],
        summary: "Membership check: a logged-in visitor becomes a learner of the school",
        querystring: MemberCheckQuery,
        response: { 200: MemberCheckResponse },
      },
    },
    async (request) => {
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
    },
  );
};
