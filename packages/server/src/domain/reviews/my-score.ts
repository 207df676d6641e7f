import type { Kysely } from "kysely";
import type { Language, MyScore } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { tagsForScore } from "./config-items";
import { moderates } from "./score-info";
import type { Viewer } from "./score-info";
import { splitTags } from "./text";

/** The caller's rating of a resource with every tag of that score, the chosen ones flagged; null when not rated. */
export async function myScore(
  db: Kysely<Database>,
  viewer: Viewer & { userId: string },
  resourceId: string,
  moduleId: string | undefined,
  language: Language,
): Promise<MyScore | null> {
  const review = await db
    .selectFrom("reviews")
    .select(["id", "tenant_id", "score", "tags", "content", "is_hidden"])
    .where("resource_id", "=", resourceId)
    .where("user_id", "=", viewer.userId)
    .executeTakeFirst();
  if (!review) return null;
  const chosen = new Set(splitTags(review.tags));
  const tags = await tagsForScore(db, language, review.score, moduleId);
  const marks = tags.map((tag) => ({ code: tag.code, message: tag.message, isChoosed: chosen.has(tag.code) }));
  // A tag chosen under an older configuration still shows, by its code.
  for (const code of chosen)
    if (!tags.some((tag) => tag.code === code)) marks.push({ code, message: code, isChoosed: true });
  // A hidden review's text is withheld here too, as in every list (RW-ST-6).
  const content = review.is_hidden === 1 && !moderates(viewer, review.tenant_id) ? "" : review.content;
  return { id: Number(review.id), score: review.score, marks, content };
}
