import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ApiCode, apiRoutes } from "@sxz/contract";
import { findReviewAuthor, staffAvatar } from "../domain/accounts/staff-avatar";
import { findUserById, toCurrentUser } from "../domain/accounts/users";
import { ApiError } from "../http/api-error";
import { embeddableAnywhere } from "../http/cross-origin-resources";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requireAdmin, requireUser } from "../plugins/authenticate";
import { publicOrigin } from "../public-origin";
import { setAccountDisabled } from "../domain/session/session-cache";

/** The caller's own account, account status for the admins of a school, and the staff directory's avatars. */
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
    if (member.user_id === auth.userId && request.body.disabled)
      throw new ApiError(403, ApiCode.FORBIDDEN, "forbidden");
    await setAccountDisabled(db, member.user_id, request.body.disabled);
    return ok(request, { id: member.user_id, disabled: request.body.disabled });
  });

  // The internal variant shows every author's avatar from here (RW-ROLE-6): an <img> on the host's page, possibly
  // another origin's, so the answer is embeddable anywhere. It names no one the cards do not already name: an id
  // that is not a review's author (unknown or not) answers the same neutral disc, so ids cannot be probed.
  registerApiRoute(
    app,
    apiRoutes.staffAvatar,
    async (request, reply) => {
      const author = await findReviewAuthor(db, request.params.userId);
      const avatar = staffAvatar(request.params.userId, author, publicOrigin(request, app.config));
      reply.header("cache-control", "public, max-age=3600");
      if (avatar.kind === "picture") return reply.redirect(avatar.location, 302);
      return (
        reply
          .type("image/svg+xml")
          // An SVG opened on its own is a document: it may draw, never run or fetch anything.
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(avatar.svg)
      );
    },
    { onSend: embeddableAnywhere },
  );
};
