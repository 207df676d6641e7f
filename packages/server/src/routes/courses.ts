import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { apiRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requireAdmin, requireUser } from "../plugins/authenticate";
import { ApiCode } from "@sxz/contract";
import { ApiError } from "../http/api-error";
import { publicOrigin } from "../public-origin";
import { courseJsonLd } from "../domain/courses/structured-data";
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

  // What search engines read of a course (the demo's course pages carry the same object in their HTML).
  registerApiRoute(app, apiRoutes.courseStructuredData, async (request) => {
    const data = await courseJsonLd(db, request.params.id, publicOrigin(request, app.config));
    if (!data) throw new ApiError(404, ApiCode.NOT_FOUND, "courseNotFound");
    return ok(request, data);
  });

  // Admin: set a member's progress in the admin's school (the demo uses it to let a learner reach, or fall under, 30%).
  registerApiRoute(app, apiRoutes.setCourseProgress, async (request) => {
    const auth = requireAdmin(request);
    await assertCourse(db, request.params.id);
    await assertMemberOf(db, request.body.userId, auth.tenantId);
    // The progress is the admin's school's: it opens the 30% rule only for tokens of that school.
    await writeProgress(
      db,
      { userId: request.body.userId, tenantId: auth.tenantId },
      request.params.id,
      request.body.progress,
    );
    return ok(request, { progress: request.body.progress });
  });
};
