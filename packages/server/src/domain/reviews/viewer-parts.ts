import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** What a signed-in learner's list page has of their own, besides what every reader sees. */
export interface ViewerParts {
  /** The reviews of the page the learner likes. */
  liked: Set<number>;
  /** The learner's own review of the resource (there is at most one), with when it was last written. */
  own: { id: number; updatedAt: number } | undefined;
}

/**
 * The learner's likes among a page's reviews and their own review of the resource: two index lookups
 * (review_likes by user and review, reviews by resource and user), run together.
 */
export async function viewerParts(db: Kysely<Database>, userId: string, resourceId: string, reviewIds: number[]): Promise<ViewerParts> {
  const [likes, own] = await Promise.all([
    reviewIds.length
      ? db.selectFrom("review_likes").select("review_id").where("user_id", "=", userId).where("review_id", "in", reviewIds).execute()
      : Promise.resolve([]),
    db.selectFrom("reviews").select(["id", "updated_at"]).where("resource_id", "=", resourceId).where("user_id", "=", userId).executeTakeFirst(),
  ]);
  return {
    liked: new Set(likes.map((row) => Number(row.review_id))),
    own: own ? { id: Number(own.id), updatedAt: Number(own.updated_at) } : undefined,
  };
}
