// One reader per score call (review-widget.md §7): what a client may rely on after an answer arrived, whatever
// the backend omitted. Reads: missing lists are empty, missing figures are null ("unknown", never 0), wrong
// types throw MalformedAnswerError. The writes' answers are read in score-writes.ts.
// Shapes are read by conform(); type-only imports keep the schemas out of client bundles.
import type { ConfigItem, MyScore, ScoreMark } from "../scores";
import { average, conform, count, fraction, optionalBoolean, optionalId, optionalInteger, optionalStar, optionalText, requiredText, star } from "./conform";
import type { Rule } from "./conform";
import { review, type ReviewAnswer } from "./review";

export { readReview, type ReviewAnswer } from "./review";

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
