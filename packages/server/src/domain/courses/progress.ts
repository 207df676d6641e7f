import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { Course } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";

/**
 * Courses and study progress. Progress belongs to one school: the school of the token that reads it (a learner's
 * progress page, the 30% rule of giveScore) and the school of the admin who sets it. A user who is a member of
 * two schools has two progress values, so one school's admin can never open the other school's rating rule.
 */

export async function listCourses(db: Kysely<Database>): Promise<Course[]> {
  return db.selectFrom("courses").select(["id", "title", "module"]).orderBy("position").orderBy("id").execute();
}

export async function courseExists(db: Kysely<Database>, courseId: string): Promise<boolean> {
  return (await db.selectFrom("courses").select("id").where("id", "=", courseId).executeTakeFirst()) !== undefined;
}

export async function assertCourse(db: Kysely<Database>, courseId: string): Promise<void> {
  if (!(await courseExists(db, courseId))) throw new ApiError(404, ApiCode.NOT_FOUND, "courseNotFound");
}

/** Who studies where: a user in the school of their token. */
export interface Learner {
  userId: string;
  tenantId: string;
}

/** Percent completed in that school, 0 when the user never studied the course there. */
export async function readProgress(db: Kysely<Database>, learner: Learner, courseId: string): Promise<number> {
  return (await recordedProgress(db, learner, courseId)) ?? 0;
}

/** Percent completed in that school, null when no progress was ever recorded there. */
export async function recordedProgress(
  db: Kysely<Database>,
  learner: Learner,
  courseId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom("course_progress")
    .select("progress")
    .where("user_id", "=", learner.userId)
    .where("tenant_id", "=", learner.tenantId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return row ? row.progress : null;
}

export async function writeProgress(
  db: Kysely<Database>,
  learner: Learner,
  courseId: string,
  progress: number,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto("course_progress")
    .values({ user_id: learner.userId, tenant_id: learner.tenantId, course_id: courseId, progress, updated_at: now })
    .onConflict((oc) => oc.columns(["user_id", "tenant_id", "course_id"]).doUpdateSet({ progress, updated_at: now }))
    .execute();
}

/** Only a member of the admin's own school can have their progress set by that admin (no cross-school writes). */
export async function assertMemberOf(db: Kysely<Database>, userId: string, schoolId: string): Promise<void> {
  const member = await db
    .selectFrom("memberships")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("school_id", "=", schoolId)
    .executeTakeFirst();
  if (!member) throw new ApiError(404, ApiCode.NOT_FOUND, "notFound");
}
