// The answers of the score writes (review-widget.md §7): the envelope's code already said whether the write
// happened, so a field of the answer that cannot be read is null and the caller keeps what it sent or already
// shows. Apart from the reads (scores.ts), so a bundle that loads its write calls later loads these with them.
import type { AddReplyBody, GiveScoreBody, Reply } from "../scores";
import { count, flag, optionalBoolean, optionalText, readableOrNull } from "./conform";
import type { Rule } from "./conform";
import { REPLY, review, type ReviewAnswer } from "./review";

const missing = (value: unknown) => value === undefined || value === null;

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

/** `liked`: the like state after the call; null parts when the answer does not say them readably. */
export interface LikeAnswer {
  isLiked: boolean | null;
  likeCount: number | null;
}

/** A write's answer by `rules`; every part null when it cannot be read. */
function partsOrNull<T extends object>(data: unknown, rules: Record<keyof T & string, Rule>, path: string): T {
  return readableOrNull<T>(data, rules, path) ?? (Object.fromEntries(Object.keys(rules).map((key) => [key, null])) as T);
}

export function readLikeResult(data: unknown): LikeAnswer {
  return partsOrNull<LikeAnswer>(data, { isLiked: optionalBoolean, likeCount: count }, "liked");
}

/** `score/top`, `unTop`, `hidden`, `unHidden`: the flags after the call, null when not readable. */
export interface ReviewFlagsAnswer {
  isTop: 0 | 1 | null;
  isHidden: 0 | 1 | null;
}

const optionalFlag: Rule = (value, path) => (missing(value) ? null : flag(value, path));

export function readReviewFlags(data: unknown): ReviewFlagsAnswer {
  return partsOrNull<ReviewFlagsAnswer>(data, { isTop: optionalFlag, isHidden: optionalFlag }, "flags");
}

/**
 * `score/addReply`: the new reply — what the answer omits is what was sent — or null when the answer names no
 * reply or cannot be read (it was saved all the same).
 */
export function readNewReply(data: unknown, sent: AddReplyBody): Reply | null {
  const record = overSent(data, { commentId: sent.commentId, content: sent.content.trim() });
  return record && readableOrNull<Reply>(record, REPLY, "addReply");
}

/** `score/updateReply`: the saved text and time, null when not readable. */
export interface UpdatedReplyAnswer {
  content: string | null;
  modifiedTime: string | null;
}

export function readUpdatedReply(data: unknown): UpdatedReplyAnswer {
  return partsOrNull<UpdatedReplyAnswer>(data, { content: optionalText, modifiedTime: optionalText }, "updateReply");
}
