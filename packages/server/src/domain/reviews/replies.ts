import type { Kysely } from "kysely";
import { ApiCode, REVIEW_LIMITS } from "@sxz/contract";
import type { AddReplyBody, Reply, UpdateReplyBody, UpdatedReply } from "@sxz/contract";
import type { AuthContext } from "../auth/access-tokens";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { reviewForAdmin } from "./moderation-actions";
import { replyWithAuthor } from "./score-info";
import { assertNotSensitive } from "./sensitive-words";
import { cleanText } from "./text";

/**
 * Reply text: trimmed, non-empty (RW-ST-10), at most 250 characters (RW-VAL-5), no invalid characters or sensitive
 * words of the admin's school (the review's school: admins reply only there).
 */
async function replyText(db: Kysely<Database>, auth: AuthContext, raw: string): Promise<string> {
  const content = cleanText(raw, REVIEW_LIMITS.replyMax);
  if (!content) throw new ApiError(400, ApiCode.BAD_REQUEST, "replyEmpty");
  await assertNotSensitive(db, auth.tenantId, content);
  return content;
}

/** An admin replies to a review of the admin's school (RW-API-6): the answer is the new reply. */
export async function addReply(db: Kysely<Database>, auth: AuthContext, body: AddReplyBody): Promise<Reply> {
  const content = await replyText(db, auth, body.content);
  const row = await db.transaction().execute(async (trx) => {
    await reviewForAdmin(trx, auth, body.commentId);
    const now = Date.now();
    return trx
      .insertInto("review_replies")
      .values({
        review_id: body.commentId,
        user_id: auth.userId,
        author_role: auth.role,
        content,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return replyWithAuthor(db, row);
}

async function replyOfSchool(db: Kysely<Database>, auth: AuthContext, replyId: number) {
  const reply = await db
    .selectFrom("review_replies")
    .innerJoin("reviews", "reviews.id", "review_replies.review_id")
    .select(["review_replies.id", "review_replies.review_id", "reviews.tenant_id"])
    .where("review_replies.id", "=", replyId)
    .executeTakeFirst();
  if (!reply || reply.tenant_id !== auth.tenantId) throw new ApiError(404, ApiCode.NOT_FOUND, "replyNotFound");
  return reply;
}

/** Edits a reply: the answer carries modifiedTime and content. */
export async function updateReply(
  db: Kysely<Database>,
  auth: AuthContext,
  body: UpdateReplyBody,
): Promise<UpdatedReply> {
  const content = await replyText(db, auth, body.content);
  const reply = await replyOfSchool(db, auth, body.id);
  if (Number(reply.review_id) !== body.commentId) throw new ApiError(400, ApiCode.BAD_REQUEST, "replyNotOfReview");
  const now = Date.now();
  const result = await db
    .updateTable("review_replies")
    .set({ content, updated_at: now })
    .where("id", "=", body.id)
    .executeTakeFirst();
  // Deleted between the check and the update.
  if (result.numUpdatedRows === 0n) throw new ApiError(404, ApiCode.NOT_FOUND, "replyNotFound");
  return { id: body.id, content, modifiedTime: new Date(now).toISOString() };
}

export async function deleteReply(db: Kysely<Database>, auth: AuthContext, replyId: number): Promise<void> {
  await replyOfSchool(db, auth, replyId);
  await db.deleteFrom("review_replies").where("id", "=", replyId).execute();
}
