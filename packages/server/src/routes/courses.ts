import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { apiRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requireAdmin, requireUser } from "../plugins/authenticate";
import { assertCourse, assertMemberOf, listCourses, readProgress, writeProgress } from "../domain/courses/progress";

/** The demo's courses and study progress (the 30% rule of giveScore reads the progress). */
export const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  registerApiRoute(app, apiRoutes.courses, async (request) => ok(request, await listCourses(db)));

  registerApiRoute(app, apiRoutes.courseProgress, async (request) => {
    const auth = requireUser(request);
    await assertCourse(db, request.params.id);
    return ok(request, { progress: await readProgress(db, auth, request.params.id) });
  });

  // Admin: set a member's progress in the admin's school (the demo uses it to let a learner reach, or fall under, 30%).
  registerApiRoute(app, apiRoutes.setCourseProgress, async (request) => {
    const auth = requireAdmin(request);
    await assertCourse(db, request.params.id);
    await assertMemberOf(db, request.body.userId, auth.tenantId);
    // The progress is the admin's school's: it opens the 30% rule only for tokens of that school.
    await writeProgress(db, { userId: request.body.userId, tenantId: auth.tenantId }, request.params.id, request.body.progress);
    return ok(request, { progress: request.body.progress });
  });
};
