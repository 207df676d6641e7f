import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiCode, CurrentUserResponse, UserStatusParams, UserStatusRequest, UserStatusResponse } from "@sxz/contract";
import { findUserById, toCurrentUser } from "../domain/accounts/users";
import { ApiError } from "../http/api-error";
import { ok } from "../http/envelope";
import { requireAdmin, requireUser } from "../plugins/authenticate";

/** The caller's own account, and account status for the admins of a school. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.get(
    "/api/accounts/users/me",
    { schema: { tags: ["accounts"], security: [{ bearer: [] }], summary: "The logged-in user", response: { 200: CurrentUserResponse } } },
    async (request) => {
      const auth = requireUser(request);
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(401, ApiCode.UNAUTHORIZED, "unauthorized");
      return ok(request, toCurrentUser(user, auth));
    },
  );

  app.put(
    "/api/accounts/users/:id/status",
    {
      schema: {
        tags: ["accounts"],
        security: [{ bearer: [] }],
        summary: "Disable or enable a member of the admin's school; a disabled user's sessions answer 901100005",
        params: UserStatusParams,
        body: UserStatusRequest,
        response: { 200: UserStatusResponse },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const member = await db
        .selectFrom("memberships")
        .select("user_id")
        .where("user_id", "=", request.params.id)
        .where("school_id", "=", auth.tenantId)
        .executeTakeFirst();
      // Users of other schools are invisible here: the same 404 as a user that does not exist.
      if (!member) throw new ApiError(404, ApiCode.NOT_FOUND, "userNotFound");
      if (member.user_id === auth.userId && request.body.disabled) throw new ApiError(403, ApiCode.FORBIDDEN, "forbidden");
      await db.updateTable("users").set({ disabled: request.body.disabled ? 1 : 0 }).where("id", "=", member.user_id).execute();
      return ok(request, { id: member.user_id, disabled: request.body.disabled });
    },
  );
};
