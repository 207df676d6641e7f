// One reader per score call (review-widget.md §7): what a client may rely on after an answer arrived, whatever
// the backend omitted. Reads: missing lists are empty, missing figures are null ("unknown", never 0), wrong
// types throw MalformedAnswerError. Writes: the envelope's code already said whether the write happened, so a
// field of the answer that cannot be read is null and the caller keeps what it sent or already shows.
// Shapes are read by conform(); type-only imports keep the schemas out of client bundles.
import type { AddReplyBody, ConfigItem, GiveScoreBody, MyScore, Reply, ScoreInfo, ScoreMark } from "../scores";
import { average, conform, count, flag, fraction, optionalBoolean, optionalId, optionalInteger, optionalStar, optionalText, readableOrNull, requiredId, requiredText, role, star, url } from "./conform";
import type { Rule } from "./conform";
import { loadableUrl } from "./loadable-url";

const missing = (value: unknown) => value === undefined || value === null;

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

/** A text that falls back to another field of the same object (a tag's code) when missing. */
const orCode = <T extends { code: string }>(item: T, key: keyof T) => ({ ...item, [key]: item[key] ?? item.code });

export function readScoreGeneral(data: unknown): ScoreGeneralAnswer {
  const general = conform(data, {
    avgScore: average,
    totalCount: count,
    commenterCount: count,
    recommendedValue: fraction,
    shortCommentStatisticList: [{ code: requiredText, shortComment: optionalText, count }],
  }, "general") as ScoreGeneralAnswer;
  return { ...general, shortCommentStatisticList: general.shortCommentStatisticList.map((tag) => orCode(tag, "shortComment")) };
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

export function readScoreDistribution(data: unknown): ScoreDistributionAnswer {
  return conform(data, { result: [{ score: star, count }], total: count }, "distribution") as ScoreDistributionAnswer;
}

// ---------------------------------------------------------------------------------------------- reviews

/** A review as a client shows it: text fields empty when omitted, the like count possibly unknown. */
export type ReviewAnswer = Omit<ScoreInfo, "likeCount"> & { likeCount: number | null };

const REPLY: Rule = { id: requiredId, commentId: optionalId, content: "", userName: "", from_user_url: url, role, createdTime: "", modifiedTime: "" };

/** An attached image: a URL the page may load, else left out. */
const image = (value: unknown, path: string) => loadableUrl(conform(value, "", path) as string) || null;

/** A field only some answers carry (queryMyMessages' course name and tag texts): absent stays absent. */
const absentOr = (rule: Rule): Rule => (value: unknown, path: string) => (missing(value) ? undefined : conform(value, rule, path));

/** A review: its id and score are what make it one, so those are required. */
const REVIEW: Rule = {
  id: requiredId,
  score: star,
  content: "",
  message: "",
  from_user_id: "",
  from_user_name: "",
  from_user_url: url,
  role,
  isMe: false,
  isLiked: false,
  likeCount: count,
  isTop: flag,
  isHidden: flag,
  showTime: "",
  created_time: "",
  resource_id: "",
  resource_type: "",
  replyList: [REPLY],
  images: [image],
  resource_name: absentOr(""),
  message_labels: absentOr([{ code: "", label: "" }]),
};

/** A review with its replies (whose `commentId` defaults to the review's id). */
export function readReview(value: unknown, path: string): ReviewAnswer {
  const review = conform(value, REVIEW, path) as ReviewAnswer;
  return { ...review, replyList: review.replyList.map((reply) => ({ ...reply, commentId: reply.commentId ?? review.id })) };
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

const review = (value: unknown, path: string) => readReview(value, path);
const PAGE: Record<string, Rule> = { totalCount: count, scoreInfoList: [review], hasMore: optionalBoolean, nextCursor: optionalText };

export function readReviewPage(data: unknown): ReviewPageAnswer {
  return conform(data, { avgScore: average, ...PAGE }, "reviews") as ReviewPageAnswer;
}

export function readMyMessagesPage(data: unknown): MyMessagesPageAnswer {
  return conform(data, PAGE, "myMessages") as MyMessagesPageAnswer;
}

// ---------------------------------------------------------------------------------------------- the dialog

const CONFIG_TYPES: readonly number[] = [0, 2, 3, 4, 5, 6];

/**
 * A config item the dialog can place: known type and score, and a text to show (a tag also needs its code).
 * Others are left out, so the dialog's own texts stand in for them.
 */
const configItem = (value: unknown, path: string): ConfigItem | null => {
  const item = conform(value, { id: optionalInteger, code: "", message: "", score: optionalInteger, type: optionalInteger }, path) as Omit<ConfigItem, "id" | "score" | "type"> & Record<"id" | "score" | "type", number | null>;
  const { type, score } = item;
  if (type === null || !CONFIG_TYPES.includes(type) || score === null || score < 0 || score > 5 || !item.message.trim() || (type === 0 && !item.code)) return null;
  return { ...item, id: item.id ?? 0, score, type: type as ConfigItem["type"] };
};

/** `score/configList`: the items (none when omitted). */
export function readConfigList(data: unknown): ConfigItem[] {
  return conform(data, [configItem], "configList") as ConfigItem[];
}

/** `score/myScore`: the caller's rating, null when there is none — also when the answer names no score. */
export function readMyScore(data: unknown): MyScore | null {
  const mine = conform(data, { id: optionalId, score: optionalStar, marks: [{ code: requiredText, message: optionalText, isChoosed: false }], content: "" }, "myScore") as Omit<MyScore, "id" | "score"> & { id: number | null; score: number | null };
  if (mine.score === null) return null;
  return { ...mine, id: mine.id ?? 0, score: mine.score, marks: mine.marks.map((mark: ScoreMark) => orCode(mark, "message")) };
}

// ---------------------------------------------------------------------------------------------- writes

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
