// The answers of the score writes made from an editor or a dialog (review-widget.md §7): publish, edit, replies.
// The envelope's code already said whether the write happened, so a field of the answer that cannot be read is
// null and the caller keeps what it sent or already shows. Apart from the reads (scores.ts) and from the card's
// own writes (card-writes.ts: like, pin, hide), so a bundle that loads these calls later loads their readers with them.
import type { AddReplyRequest, GiveScoreBody } from "../scores";
import { optionalText, partsOrNull, readableOrNull, time } from "./conform";
import type { FieldRule } from "./conform";

/** A time as given, null when missing. */
const optionalTime: FieldRule = (value, path) => (time(value, path) as string) || null;
import { REPLY, review, type ReplyAnswer, type ReviewAnswer } from "./review";

/** The answer's fields that are there (not absent, not null) over what the request sent; null without an id. */
function overSent(data: unknown, sent: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const given = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null));
  return "id" in given ? { ...sent, ...given } : null;
}

/**
 * `score/giveScore` (publish, edit): the saved review — what the answer omits is what was sent — or null when
 * the answer names no review or cannot be read.
 */
export function readSavedReview(data: unknown, sent: GiveScoreBody): ReviewAnswer | null {
  const record = overSent(data, {
    score: sent.score,
    content: sent.content?.trim() ?? "",
    message: sent.message ?? "",
    resource_id: sent.resourceId,
    resource_type: sent.resourceType ?? "",
  });
  return record && readableOrNull(record, review, "giveScore");
}

/**
 * `score/addReply`: the new reply — what the answer omits is what was sent — or null when the answer names no
 * reply or cannot be read (it was saved all the same).
 */
export function readNewReply(data: unknown, sent: AddReplyRequest): ReplyAnswer | null {
  const record = overSent(data, { commentId: sent.commentId, content: sent.content.trim() });
  return record && readableOrNull<ReplyAnswer>(record, REPLY, "addReply");
}

/** `score/updateReply`: the saved text and time, null when not readable. */
export interface UpdatedReplyAnswer {
  content: string | null;
  modifiedTime: string | null;
}

export function readUpdatedReply(data: unknown): UpdatedReplyAnswer {
  return partsOrNull<UpdatedReplyAnswer>(data, { content: optionalText, modifiedTime: optionalTime }, "updateReply");
}
