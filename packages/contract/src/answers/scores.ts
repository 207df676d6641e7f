// One reader per score call (review-widget.md §7): what a client may rely on after an answer arrived, whatever
// the backend omitted. Reads: missing lists are empty, missing figures are null ("unknown", never 0), wrong
// types throw MalformedAnswerError. Writes: the envelope's code already said whether the write happened, so a
// field of the answer that cannot be read is null and the caller keeps what it sent or already shows.
// Type-only imports: the schemas stay out of client bundles.
import type { AddReplyBody, ConfigItem, GiveScoreBody, MyScore, Reply, ReviewRole, ScoreInfo, ScoreMark } from "../scores";
import {
  booleanField,
  countField,
  idField,
  integerField,
  listAt,
  listField,
  loadableUrl,
  MalformedAnswerError,
  rangeField,
  recordAt,
  required,
  stringField,
  unknownIfUnreadable,
} from "./read-fields";
import type { AnswerRecord } from "./read-fields";

// ---------------------------------------------------------------------------------------------- statistics

/** A tag of the statistics: its code is what the list filters by; its count may be unknown. */
export interface TagStatisticAnswer {
  shortComment: string;
  code: string;
  count: number | null;
}

/** `score/general`: every figure may be unknown (null). */
export interface ScoreGeneralAnswer {
  avgScore: number | null;
  totalCount: number | null;
  commenterCount: number | null;
  /** Fraction 0..1. */
  recommendedValue: number | null;
  shortCommentStatisticList: TagStatisticAnswer[];
}

function readTagStatistic(value: unknown, path: string): TagStatisticAnswer | null {
  const record = recordAt(value, path);
  if (record === null) return null;
  const code = required(stringField(record, "code", path), `${path}.code`, "a tag code");
  return { code, shortComment: stringField(record, "shortComment", path) ?? code, count: countField(record, "count", path) };
}

export function readScoreGeneral(data: unknown): ScoreGeneralAnswer {
  const path = "general";
  const record = recordAt(data, path);
  return {
    avgScore: rangeField(record, "avgScore", path, 0, 5),
    totalCount: countField(record, "totalCount", path),
    commenterCount: countField(record, "commenterCount", path),
    recommendedValue: rangeField(record, "recommendedValue", path, 0, 1),
    shortCommentStatisticList: listField(record, "shortCommentStatisticList", path, readTagStatistic),
  };
}

/** One row of the distribution: the star is required to place it, its count may be unknown. */
export interface StarCountAnswer {
  score: number;
  count: number | null;
}

/** `score/queryMsgCountProportions`: rows as given (none when omitted), total possibly unknown. */
export interface ScoreDistributionAnswer {
  result: StarCountAnswer[];
  total: number | null;
}

function readStarCount(value: unknown, path: string): StarCountAnswer | null {
  const record = recordAt(value, path);
  if (record === null) return null;
  const score = required(integerField(record, "score", path), `${path}.score`, "a star from 1 to 5");
  if (score < 1 || score > 5) throw new MalformedAnswerError(`${path}.score`, "a star from 1 to 5");
  return { score, count: countField(record, "count", path) };
}

export function readScoreDistribution(data: unknown): ScoreDistributionAnswer {
  const path = "distribution";
  const record = recordAt(data, path);
  return { result: listField(record, "result", path, readStarCount), total: countField(record, "total", path) };
}

// ---------------------------------------------------------------------------------------------- reviews

/** A review as a client shows it: text fields empty when omitted, the like count possibly unknown. */
export type ReviewAnswer = Omit<ScoreInfo, "likeCount"> & { likeCount: number | null };

function readRole(record: AnswerRecord, path: string): ReviewRole {
  // Only what the server calls an administrator is labelled as one.
  return stringField(record, "role", path) === "admin" ? "admin" : "learner";
}

function readImage(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string") throw new MalformedAnswerError(path, "an image URL");
  return loadableUrl(value) || null;
}

/** A reply; `commentId` defaults to the review it came with. */
export function readReply(value: unknown, path: string, commentId: number): Reply | null {
  const record = recordAt(value, path);
  if (record === null) return null;
  return {
    id: required(idField(record, "id", path), `${path}.id`, "a reply id"),
    commentId: idField(record, "commentId", path) ?? commentId,
    content: stringField(record, "content", path) ?? "",
    userName: stringField(record, "userName", path) ?? "",
    from_user_url: loadableUrl(stringField(record, "from_user_url", path)),
    role: readRole(record, path),
    createdTime: stringField(record, "createdTime", path) ?? "",
    modifiedTime: stringField(record, "modifiedTime", path) ?? "",
  };
}

/** A review; its id and score are what make it one, so those are required. Null when the item is null. */
export function readReview(value: unknown, path: string): ReviewAnswer | null {
  const record = recordAt(value, path);
  if (record === null) return null;
  const id = required(idField(record, "id", path), `${path}.id`, "a review id");
  const score = required(integerField(record, "score", path), `${path}.score`, "a score from 1 to 5");
  if (score < 1 || score > 5) throw new MalformedAnswerError(`${path}.score`, "a score from 1 to 5");
  const images = listField(record, "images", path, readImage);
  return {
    id,
    score,
    content: stringField(record, "content", path) ?? "",
    message: stringField(record, "message", path) ?? "",
    from_user_id: stringField(record, "from_user_id", path) ?? "",
    from_user_name: stringField(record, "from_user_name", path) ?? "",
    from_user_url: loadableUrl(stringField(record, "from_user_url", path)),
    role: readRole(record, path),
    isMe: booleanField(record, "isMe", path) ?? false,
    isLiked: booleanField(record, "isLiked", path) ?? false,
    likeCount: countField(record, "likeCount", path),
    isTop: booleanField(record, "isTop", path) ? 1 : 0,
    isHidden: booleanField(record, "isHidden", path) ? 1 : 0,
    showTime: stringField(record, "showTime", path) ?? "",
    created_time: stringField(record, "created_time", path) ?? "",
    resource_id: stringField(record, "resource_id", path) ?? "",
    resource_type: stringField(record, "resource_type", path) ?? "",
    replyList: listField(record, "replyList", path, (reply, at) => readReply(reply, at, id)),
    ...(images.length > 0 ? { images } : {}),
  };
}

/** `score/queryMessages` and `score/scoreList`. hasMore null: the client judges by the count it got. */
export interface ReviewPageAnswer {
  avgScore: number | null;
  totalCount: number | null;
  scoreInfoList: ReviewAnswer[];
  hasMore: boolean | null;
  nextCursor: string | null;
}

/** `score/queryMyMessages`. */
export type MyMessagesPageAnswer = Omit<ReviewPageAnswer, "avgScore">;

function readPage(data: unknown, path: string): MyMessagesPageAnswer {
  const record = recordAt(data, path);
  return {
    totalCount: countField(record, "totalCount", path),
    scoreInfoList: listField(record, "scoreInfoList", path, readReview),
    hasMore: booleanField(record, "hasMore", path),
    nextCursor: stringField(record, "nextCursor", path) || null,
  };
}

export function readReviewPage(data: unknown): ReviewPageAnswer {
  return { avgScore: rangeField(recordAt(data, "reviews"), "avgScore", "reviews", 0, 5), ...readPage(data, "reviews") };
}

export function readMyMessagesPage(data: unknown): MyMessagesPageAnswer {
  return readPage(data, "myMessages");
}

// ---------------------------------------------------------------------------------------------- the dialog

const CONFIG_TYPES: readonly number[] = [0, 2, 3, 4, 5, 6];

/**
 * A config item the dialog can place: known type and score, and a text to show (a tag also needs its code).
 * Others are left out, so the dialog's own texts stand in for them.
 */
function readConfigItem(value: unknown, path: string): ConfigItem | null {
  const record = recordAt(value, path);
  if (record === null) return null;
  const type = integerField(record, "type", path);
  const score = integerField(record, "score", path);
  const code = stringField(record, "code", path) ?? "";
  const message = stringField(record, "message", path) ?? "";
  const id = integerField(record, "id", path) ?? 0;
  if (type === null || !CONFIG_TYPES.includes(type) || score === null || score < 0 || score > 5 || !message.trim()) return null;
  if (type === 0 && !code) return null;
  return { id, code, message, score, type: type as ConfigItem["type"] };
}

/** `score/configList`: the items (none when omitted). */
export function readConfigList(data: unknown): ConfigItem[] {
  return listAt(data, "configList", readConfigItem);
}

function readMark(value: unknown, path: string): ScoreMark | null {
  const record = recordAt(value, path);
  if (record === null) return null;
  const code = required(stringField(record, "code", path), `${path}.code`, "a tag code");
  return { code, message: stringField(record, "message", path) ?? code, isChoosed: booleanField(record, "isChoosed", path) ?? false };
}

/** `score/myScore`: the caller's rating, null when there is none — also when the answer names no score. */
export function readMyScore(data: unknown): MyScore | null {
  const path = "myScore";
  const record = recordAt(data, path);
  const score = integerField(record, "score", path);
  if (score === null) return null;
  if (score < 1 || score > 5) throw new MalformedAnswerError(`${path}.score`, "a score from 1 to 5");
  return {
    id: idField(record, "id", path) ?? 0,
    score,
    marks: listField(record, "marks", path, readMark),
    content: stringField(record, "content", path) ?? "",
  };
}

// ---------------------------------------------------------------------------------------------- writes

/** The answer's fields that are there (not absent, not null) over what the request sent. */
function overSent(data: unknown, path: string, sent: Record<string, unknown>): AnswerRecord | null {
  const record = recordAt(data, path);
  if (record === null) return null;
  const given = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null));
  return { ...sent, ...given };
}

/**
 * `score/giveScore` (publish, edit): the saved review — what the answer omits is what was sent — or null when
 * the answer names no review or cannot be read.
 */
export function readSavedReview(data: unknown, sent: GiveScoreBody): ReviewAnswer | null {
  return unknownIfUnreadable(() => {
    const record = overSent(data, "giveScore", {
      score: sent.score,
      content: sent.content?.trim() ?? "",
      message: sent.message ?? "",
      resource_id: sent.resourceId,
      resource_type: sent.resourceType ?? "",
    });
    return record === null || !("id" in record) ? null : readReview(record, "giveScore");
  });
}

/** `liked`: the like state after the call, each part null when unreadable. */
export interface LikeAnswer {
  isLiked: boolean | null;
  likeCount: number | null;
}

function recordOrNull(data: unknown, path: string): AnswerRecord | null {
  return unknownIfUnreadable(() => recordAt(data, path));
}

export function readLikeResult(data: unknown): LikeAnswer {
  const record = recordOrNull(data, "liked");
  return {
    isLiked: unknownIfUnreadable(() => booleanField(record, "isLiked", "liked")),
    likeCount: unknownIfUnreadable(() => countField(record, "likeCount", "liked")),
  };
}

/** `score/top`, `unTop`, `hidden`, `unHidden`: the flags after the call, each null when unreadable. */
export interface ReviewFlagsAnswer {
  isTop: 0 | 1 | null;
  isHidden: 0 | 1 | null;
}

function flag(value: boolean | null): 0 | 1 | null {
  return value === null ? null : value ? 1 : 0;
}

export function readReviewFlags(data: unknown): ReviewFlagsAnswer {
  const record = recordOrNull(data, "flags");
  return {
    isTop: flag(unknownIfUnreadable(() => booleanField(record, "isTop", "flags"))),
    isHidden: flag(unknownIfUnreadable(() => booleanField(record, "isHidden", "flags"))),
  };
}

/**
 * `score/addReply`: the new reply — what the answer omits is what was sent — or null when the answer names no
 * reply or cannot be read (it was saved all the same).
 */
export function readNewReply(data: unknown, sent: AddReplyBody): Reply | null {
  return unknownIfUnreadable(() => {
    const record = overSent(data, "addReply", { commentId: sent.commentId, content: sent.content.trim() });
    return record === null || !("id" in record) ? null : readReply(record, "addReply", sent.commentId);
  });
}

/** `score/updateReply`: the saved text and time, each null when unreadable. */
export interface UpdatedReplyAnswer {
  content: string | null;
  modifiedTime: string | null;
}

export function readUpdatedReply(data: unknown): UpdatedReplyAnswer {
  const record = recordOrNull(data, "updateReply");
  return {
    content: unknownIfUnreadable(() => stringField(record, "content", "updateReply")),
    modifiedTime: unknownIfUnreadable(() => stringField(record, "modifiedTime", "updateReply")),
  };
}
