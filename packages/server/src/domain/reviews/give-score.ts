import type { Kysely } from "kysely";
import { ApiCode, REVIEW_LIMITS } from "@sxz/contract";
import type { GiveScoreBody, Language, ScoreInfo } from "@sxz/contract";
import type { AuthContext } from "../auth/access-tokens";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { courseExists, recordedProgress } from "../courses/progress";
import { assertTagsAllowed } from "./config-items";
import { applyCounterChange, CounterChange } from "./counters";
import { forUpdate } from "./locking";
import { storedImages } from "./review-images";
import type { ImageOrigin } from "./review-images";
import { indexReviewText } from "./search";
import { scoreInfos, viewerOf } from "./score-info";
import { assertNotSensitive } from "./sensitive-words";
import { cleanText, splitTags } from "./text";

/**
 * Creates or updates the caller's one rating of a resource (RW-API-1). Checks, in order: study progress of the
 * course (RW-VAL-9), text (RW-VAL-4, RW-VAL-6), tags of that score, sensitive words (RW-VAL-8). The review, its
 * tag rows and the counters change in one transaction.
 */
export async function giveScore(
  db: Kysely<Database>,
  auth: AuthContext,
  body: GiveScoreBody,
  language: Language,
  /** Where the answer's image URLs point (the public origin and the signing secret). */
  links: ImageOrigin,
  /** Checked images as file references (acceptReviewImages); undefined keeps an existing review's images. */
  images?: readonly string[],
): Promise<ScoreInfo> {
  // The 30% rule applies to the rated resource and to the course it belongs to, whichever of them is a course
  // this server knows (naming another course as courseId cannot lift it), with the progress made in the school of
  // the caller's token (another school's progress cannot lift it either).
  // The first of them is also the course whose progress the review records (verified learner): read here from
  // this server's progress data, never from the request.
  let authorProgress: number | null = null;
  let courseSeen = false;
  for (const courseId of new Set([body.resourceId, body.courseId].filter((id): id is string => Boolean(id)))) {
    if (!(await courseExists(db, courseId))) continue;
    const recorded = await recordedProgress(db, auth, courseId);
    const progress = recorded ?? 0;
    if (!courseSeen) authorProgress = recorded;
    courseSeen = true;
    if (progress < REVIEW_LIMITS.progressMin) {
      throw new ApiError(200, ApiCode.PROGRESS_TOO_LOW, "progressTooLow", { percent: REVIEW_LIMITS.progressMin });
    }
  }
  const content = cleanText(body.content ?? "", REVIEW_LIMITS.contentMax);
  const tags = splitTags(body.message);
  await assertTagsAllowed(db, language, body.score, body.moduleId, tags);
  // The words of the school the review is written in.
  await assertNotSensitive(db, auth.tenantId, content);

  const now = Date.now();
  const fields = {
    module_id: body.moduleId ?? "",
    resource_type: body.resourceType ?? "",
    author_role: auth.role,
    score: body.score,
    content,
    tags: tags.join(","),
    source: body.source ?? null,
    course_id: body.courseId ?? null,
    app_id: body.appId ?? null,
    app_type: body.appType ?? null,
    class_id: body.classId ?? null,
    updated_at: now,
    author_progress: authorProgress,
    ...(images !== undefined ? { images: storedImages(images) } : {}),
  };
  const id = await db.transaction().execute(async (trx) => {
    // Insert-or-nothing first: two racing first ratings cannot both insert, the loser becomes an update.
    const inserted = await trx
      .insertInto("reviews")
      .values({
        ...fields,
        tenant_id: auth.tenantId,
        resource_id: body.resourceId,
        user_id: auth.userId,
        is_top: 0,
        is_hidden: 0,
        like_count: 0,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["resource_id", "user_id"]).doNothing())
      .returning(["id", "is_top", "like_count", "created_at"])
      .executeTakeFirst();
    if (inserted) {
      const reviewId = Number(inserted.id);
      await applyCounterChange(trx, body.resourceId, new CounterChange().add(body.score, tags));
      await insertTagRows(trx, reviewId, body.resourceId, tags, 0, 0, now);
      await indexReviewText(trx, reviewId, content);
      return reviewId;
    }
    const existing = await forUpdate(
      trx,
      trx
        .selectFrom("reviews")
        .select(["id", "score", "tags", "is_top", "like_count", "created_at"])
        .where("resource_id", "=", body.resourceId)
        .where("user_id", "=", auth.userId),
    ).executeTakeFirstOrThrow();
    const reviewId = Number(existing.id);
    await trx.updateTable("reviews").set(fields).where("id", "=", reviewId).execute();
    await applyCounterChange(
      trx,
      body.resourceId,
      new CounterChange().remove(existing.score, splitTags(existing.tags)).add(body.score, tags),
    );
    await trx.deleteFrom("review_tags").where("review_id", "=", reviewId).execute();
    await insertTagRows(
      trx,
      reviewId,
      body.resourceId,
      tags,
      existing.is_top,
      existing.like_count,
      Number(existing.created_at),
    );
    await indexReviewText(trx, reviewId, content);
    return reviewId;
  });
  const [saved] = await scoreInfos(db, [id], viewerOf(auth), links);
  return saved!;
}

async function insertTagRows(
  trx: Kysely<Database>,
  reviewId: number,
  resourceId: string,
  tags: string[],
  isTop: number,
  likeCount: number,
  createdAt: number,
) {
  if (!tags.length) return;
  await trx
    .insertInto("review_tags")
    .values(
      tags.map((tag) => ({
        review_id: reviewId,
        tag_code: tag,
        resource_id: resourceId,
        is_top: isTop,
        like_count: likeCount,
        created_at: createdAt,
      })),
    )
    .execute();
}
