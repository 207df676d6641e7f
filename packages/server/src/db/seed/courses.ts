import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { DEMO_USER_IDS } from "./accounts";
import { DEMO_SCHOOL_ID } from "./schools";

export const DEMO_COURSES = [
  { id: "course-intro", title: "Introduction to Online Learning", module: "course", position: 1 },
  { id: "course-data", title: "Data Literacy Basics", module: "course", position: 2 },
  { id: "course-writing", title: "Writing for the Workplace", module: "course", position: 3 },
] as const;

/** Study progress in the demo school: learner may rate every course (and has not rated course-intro); learner2 may not rate it. */
const DEMO_PROGRESS = [
  { user: DEMO_USER_IDS.learner, course: "course-intro", progress: 60 },
  { user: DEMO_USER_IDS.learner, course: "course-data", progress: 100 },
  { user: DEMO_USER_IDS.learner, course: "course-writing", progress: 35 },
  { user: DEMO_USER_IDS.learner2, course: "course-intro", progress: 10 },
  { user: DEMO_USER_IDS.learner2, course: "course-data", progress: 50 },
  { user: DEMO_USER_IDS.admin, course: "course-intro", progress: 100 },
];

const SEEDED_AT = Date.UTC(2026, 0, 5);

/** The demo courses, and the demo users' study progress in the demo school. */
export async function seedCourses(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("courses")
    .values([...DEMO_COURSES])
    .execute();

  const schoolExists = await db.selectFrom("schools").select("id").where("id", "=", DEMO_SCHOOL_ID).executeTakeFirst();
  if (!schoolExists) return;
  const users = new Set((await db.selectFrom("users").select("id").execute()).map((row) => row.id));
  const progress = DEMO_PROGRESS.filter((row) => users.has(row.user));
  if (progress.length) {
    await db
      .insertInto("course_progress")
      .values(
        progress.map((row) => ({
          user_id: row.user,
          tenant_id: DEMO_SCHOOL_ID,
          course_id: row.course,
          progress: row.progress,
          updated_at: SEEDED_AT,
        })),
      )
      .execute();
  }
}
