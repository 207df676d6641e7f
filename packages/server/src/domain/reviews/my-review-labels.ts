import type { Kysely } from "kysely";
import { ConfigItemType } from "@sxz/contract";
import type { Language, ScoreInfo } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { configItems } from "./config-items";
import { splitTags } from "./text";

/**
 * The own-messages list spans courses, and there is no one course's tag statistics to read tag texts from: each
 * review carries its course's name and its tags' texts in the caller's language. Two small reads per page (the
 * page's courses, then the page's tags per module), none per review. A tag whose text is unknown is left out.
 */
export async function withCourseAndTagNames(
  db: Kysely<Database>,
  reviews: ScoreInfo[],
  language: Language,
): Promise<ScoreInfo[]> {
  if (!reviews.length) return reviews;
  const courseIds = [...new Set(reviews.map((review) => review.resource_id))];
  const courses = await db
    .selectFrom("courses")
    .select(["id", "title", "module"])
    .where("id", "in", courseIds)
    .execute();
  const courseOf = new Map(courses.map((course) => [course.id, course]));
  // A review of a known course reads its tags from the course's module (the widget publishes with that moduleId);
  // any other resource from its resource type. configItems adds the platform-wide items ("" module) either way.
  const moduleOf = (review: ScoreInfo) => courseOf.get(review.resource_id)?.module ?? review.resource_type;
  const modules = [...new Set(reviews.map(moduleOf))];
  const tagTexts = await Promise.all(
    modules.map(async (moduleId) => {
      const codes = [
        ...new Set(
          reviews.filter((review) => moduleOf(review) === moduleId).flatMap((review) => splitTags(review.message)),
        ),
      ];
      const items = codes.length
        ? await configItems(db, language, { moduleId, types: [ConfigItemType.TAG], codes })
        : [];
      return [moduleId, new Map(items.map((item) => [item.code, item.message]))] as const;
    }),
  );
  const textsOf = new Map(tagTexts);
  return reviews.map((review) => {
    const texts = textsOf.get(moduleOf(review));
    const labels = splitTags(review.message).flatMap((code) => {
      const label = texts?.get(code);
      return label ? [{ code, label }] : [];
    });
    const name = courseOf.get(review.resource_id)?.title;
    return { ...review, ...(name ? { resource_name: name } : {}), message_labels: labels };
  });
}
