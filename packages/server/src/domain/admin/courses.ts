import type { Kysely } from "kysely";
import type { Course } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { listCourses, writeProgress } from "../courses/progress";
import { assertSchool } from "./schools";
import { findUserId } from "./users";
import { checkId, checkText, conflict, invalid, notFound } from "./refusal";

type Db = Kysely<Database>;

/** A course learners can rate; `module` names the module whose configuration items (tags, guides…) its widget shows. */
export async function addCourse(
  db: Db,
  input: { id: string; title: string; module: string; position?: number | undefined },
): Promise<Course> {
  const id = checkId("course", input.id);
  const title = checkText("course title", input.title, 200);
  const module = checkId("module", input.module);
  const position = input.position ?? 0;
  if (!Number.isInteger(position) || position < 0 || position > 1_000_000)
    throw invalid("position must be a whole number from 0 to 1000000");
  if (await db.selectFrom("courses").select("id").where("id", "=", id).executeTakeFirst())
    throw conflict(`course "${id}" exists already`);
  await db.insertInto("courses").values({ id, title, module, position }).execute();
  return { id, title, module };
}

export { listCourses };

/** Sets a learner's study progress of a course in one school (the 30% rule of rating reads it). */
export async function setProgress(
  db: Db,
  input: { username: string; courseId: string; schoolId: string; percent: number },
): Promise<{ username: string; course: string; school: string; percent: number }> {
  if (!Number.isInteger(input.percent) || input.percent < 0 || input.percent > 100)
    throw invalid("progress must be a whole percent from 0 to 100");
  const userId = await findUserId(db, input.username);
  await assertSchool(db, input.schoolId);
  if (!(await db.selectFrom("courses").select("id").where("id", "=", input.courseId).executeTakeFirst()))
    throw notFound(`no course "${input.courseId.slice(0, 80)}"`);
  const member = await db
    .selectFrom("memberships")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("school_id", "=", input.schoolId)
    .executeTakeFirst();
  if (!member) throw notFound(`user "${input.username}" is not a member of school "${input.schoolId}"`);
  await writeProgress(db, { userId, tenantId: input.schoolId }, input.courseId, input.percent);
  return { username: input.username, course: input.courseId, school: input.schoolId, percent: input.percent };
}
