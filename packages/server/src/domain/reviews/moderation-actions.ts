import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { ReviewFlags } from "@sxz/contract";
import type { AuthContext } from "../auth/access-tokens";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { applyCounterChange, CounterChange } from "./counters";
import { forUpdate } from "./locking";
import { indexReviewText } from "./search";
import { splitTags } from "./text";

/**
 * A review an administrator may act on: one written in the admin's own school. Reviews of other schools answer
 * 404, as if absent, so ids cannot be probed across schools.
 */
async function reviewForAdmin(db: Kysely<Database>, auth: AuthContext, reviewId: number) {
  const review = await forUpdate(
    db,
    db
      .selectFrom("reviews")
      .select(["id", "tenant_id", "user_id", "resource_id", "score", "tags", "is_top", "is_hidden"])
      .where("id", "=", reviewId),
  ).executeTakeFirst();
  if (!review || review.tenant_id !== auth.tenantId) throw new ApiError(404, ApiCode.NOT_FOUND, "reviewNotFound");
  return review;
}

/** Pin or unpin (RW-ST-5): the review and its tag rows carry is_top, so both lists re-sort at once. */
export async function setPinned(
  db: Kysely<Database>,
  auth: AuthContext,
  reviewId: number,
  pinned: boolean,
): Promise<ReviewFlags> {
  return db.transaction().execute(async (trx) => {
    const review = await reviewForAdmin(trx, auth, reviewId);
    const isTop = pinned ? 1 : 0;
    await trx.updateTable("reviews").set({ is_top: isTop }).where("id", "=", reviewId).execute();
    await trx.updateTable("review_tags").set({ is_top: isTop }).where("review_id", "=", reviewId).execute();
    return { id: reviewId, isTop, isHidden: review.is_hidden === 1 ? 1 : 0 };
  });
}

/** Hide or unhide (RW-ST-6): a hidden review stays listed and counted, its text withheld from non-admins. */
export async function setHidden(
  db: Kysely<Database>,
  auth: AuthContext,
  reviewId: number,
  hidden: boolean,
): Promise<ReviewFlags> {
  return db.transaction().execute(async (trx) => {
    const review = await reviewForAdmin(trx, auth, reviewId);
    const isHidden = hidden ? 1 : 0;
    await trx.updateTable("reviews").set({ is_hidden: isHidden }).where("id", "=", reviewId).execute();
    return { id: reviewId, isTop: review.is_top === 1 ? 1 : 0, isHidden };
  });
}

/** Deletes a review: its author may, and an admin of the review's school (RW-ROLE-5). Counters follow. */
export async function deleteReview(db: Kysely<Database>, auth: AuthContext, reviewId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const review = await forUpdate(
      trx,
      trx
        .selectFrom("reviews")
        .select(["id", "tenant_id", "user_id", "resource_id", "score", "tags"])
        .where("id", "=", reviewId),
    ).executeTakeFirst();
    if (!review) throw new ApiError(404, ApiCode.NOT_FOUND, "reviewNotFound");
    const isOwner = review.user_id === auth.userId;
    const isSchoolAdmin = auth.role === "admin" && review.tenant_id === auth.tenantId;
    if (!isOwner && !isSchoolAdmin) throw new ApiError(403, ApiCode.FORBIDDEN, "forbidden");
    await trx.deleteFrom("review_likes").where("review_id", "=", reviewId).execute();
    await trx.deleteFrom("review_replies").where("review_id", "=", reviewId).execute();
    await trx.deleteFrom("review_tags").where("review_id", "=", reviewId).execute();
    await trx.deleteFrom("reviews").where("id", "=", reviewId).execute();
    await indexReviewText(trx, reviewId, null);
    await applyCounterChange(trx, review.resource_id, new CounterChange().remove(review.score, splitTags(review.tags)));
  });
}

export { reviewForAdmin };
