import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { LikeResult } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { forUpdate } from "./locking";

/**
 * Likes or unlikes a review for one user, idempotently. The count only moves when a like row really appears or
 * disappears (the (review, user) primary key decides), and both change in one transaction with the review
 * row locked first — so 100 racing likes count once and a like/unlike race always leaves count = rows.
 */
export async function setLike(
  db: Kysely<Database>,
  userId: string,
  reviewId: number,
  liked: boolean,
): Promise<LikeResult> {
  return db.transaction().execute(async (trx) => {
    const review = await forUpdate(
      trx,
      trx.selectFrom("reviews").select(["id", "like_count"]).where("id", "=", reviewId),
    ).executeTakeFirst();
    if (!review) throw new ApiError(404, ApiCode.NOT_FOUND, "reviewNotFound");
    let changed: bigint;
    if (liked) {
      const result = await trx
        .insertInto("review_likes")
        .values({ review_id: reviewId, user_id: userId, created_at: Date.now() })
        .onConflict((oc) => oc.columns(["review_id", "user_id"]).doNothing())
        .executeTakeFirst();
      changed = result.numInsertedOrUpdatedRows ?? 0n;
    } else {
      const result = await trx
        .deleteFrom("review_likes")
        .where("review_id", "=", reviewId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      changed = result.numDeletedRows;
    }
    let likeCount = review.like_count;
    if (changed > 0n) {
      const delta = liked ? 1 : -1;
      likeCount += delta;
      await trx
        .updateTable("reviews")
        .set((eb) => ({ like_count: eb("like_count", "+", delta) }))
        .where("id", "=", reviewId)
        .execute();
      await trx
        .updateTable("review_tags")
        .set((eb) => ({ like_count: eb("like_count", "+", delta) }))
        .where("review_id", "=", reviewId)
        .execute();
    }
    return { resource_id: reviewId, isLiked: liked, likeCount };
  });
}
