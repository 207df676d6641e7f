import type { Kysely } from "kysely";
import { courseStructuredData } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { listReviews } from "../reviews/list-reviews";
import { scoreGeneral } from "../reviews/statistics";

/** Reviews read to pick the few the structured data shows (staff, hidden and text-less reviews are passed over). */
const CANDIDATES = 20;

/**
 * A course's schema.org JSON-LD from the same answers the widget reads: `general` for the rating (so the figures
 * equal the widget's summary) and the first page of the newest reviews as an anonymous reader sees it. Null when
 * the course is unknown.
 */
export async function courseJsonLd(
  db: Kysely<Database>,
  courseId: string,
  origin: string,
): Promise<Record<string, unknown> | null> {
  const course = await db
    .selectFrom("courses")
    .select(["id", "title", "module"])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) return null;
  const [summary, page] = await Promise.all([
    scoreGeneral(db, course.id, course.module, "en_US"),
    listReviews(
      db,
      { resourceId: course.id, moduleId: course.module, pageSize: CANDIDATES, sort: "latest" },
      { userId: null, isAdmin: false, tenantId: null },
    ),
  ]);
  return courseStructuredData({
    course: { name: course.title, url: `${origin}/courses/${encodeURIComponent(course.id)}` },
    summary,
    reviews: page.scoreInfoList,
  });
}
