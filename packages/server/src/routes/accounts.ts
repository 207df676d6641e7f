import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiCode, apiRoutes } from "@sxz/contract";
import { findUserById, toCurrentUser } from "../domain/accounts/users";
import { ApiError } from "../http/api-error";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requireAdmin, requireUser } from "../plugins/authenticate";

/** The caller's own account, and account status for the admins of a school. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  registerApiRoute(app, apiRoutes.currentUser, async (request) => {
    const auth = requireUser(request);
    const user = await findUserById(db, auth.userId);
    if (!user) throw new ApiError(401, ApiCode.UNAUTHORIZED, "unauthorized");
    return ok(request, toCurrentUser(user, auth));
  });

  registerApiRoute(app, apiRoutes.setUserStatus, async (request) => {
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
  });
};
