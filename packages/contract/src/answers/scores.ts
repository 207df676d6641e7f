// One reader per score call (review-widget.md §7): what a client may rely on after an answer arrived, whatever
// the backend omitted. Reads: missing lists are empty, missing figures are null ("unknown", never 0), a record of
// a list that cannot be read is left out and given to the optional `onDropped`; an answer whose own shape is wrong
// throws MalformedAnswerError. The writes' answers are read in score-writes.ts.
// Shapes are read by conform(); type-only imports keep the schemas out of client bundles.
import type { ConfigItem, MyScore, ScoreMark } from "../scores";
import {
  average,
  conform,
  count,
  missing,
  numberRule,
  fraction,
  optionalBoolean,
  optionalId,
  optionalInteger,
  optionalStar,
  optionalText,
  readAnswer,
  requiredText,
  star,
} from "./conform";
import type { OnDropped, OpaqueId, Rule } from "./conform";
import { MalformedAnswerError } from "./malformed-answer";
import { review, type ReviewAnswer } from "./review";

export { readReview, type ReplyAnswer, type ReviewAnswer } from "./review";

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

export function readScoreGeneral(data: unknown, onDropped?: OnDropped): ScoreGeneralAnswer {
  const general = readAnswer<ScoreGeneralAnswer>(
    data,
    {
      avgScore: average,
      totalCount: count,
      commenterCount: count,
      recommendedValue: fraction,
      shortCommentStatisticList: [{ code: requiredText, shortComment: optionalText, count }],
    },
    "general",
    onDropped,
  );
  return {
    ...general,
    shortCommentStatisticList: general.shortCommentStatisticList.map((tag) => orCode(tag, "shortComment")),
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

export function readScoreDistribution(data: unknown, onDropped?: OnDropped): ScoreDistributionAnswer {
  return readAnswer(data, { result: [{ score: star, count }], total: count }, "distribution", onDropped);
}

// ---------------------------------------------------------------------------------------------- reviews

/**
 * What a list answer says it filtered by beyond the tags (the optional `appliedFilter`; absent when the answer has
 * none: the spec's answer, or a backend without the extension). Each part is null when it was not applied.
 */
export interface AppliedFilterAnswer {
  /** The scores the list was filtered by; null: no star filter was applied. */
  scores: number[] | null;
  /** The search words as the server matched them; null: no search was applied. */
  q: string[] | null;
  /** The filtered list's size, null when the server did not give it. */
  totalCount: number | null;
}

/** `score/queryMessages` and `score/scoreList`. hasMore null: the client judges by the count it got. */
export interface ReviewPageAnswer {
  avgScore: number | null;
  totalCount: number | null;
  scoreInfoList: ReviewAnswer[];
  hasMore: boolean | null;
  nextCursor: string | null;
  /** Absent when the answer did not say what it filtered by (the spec's answer, or a backend without the extension). */
  appliedFilter?: AppliedFilterAnswer;
}

/** `score/queryMyMessages`. */
export type MyMessagesPageAnswer = Omit<ReviewPageAnswer, "avgScore" | "appliedFilter">;

const PAGE: Record<string, Rule> = {
  totalCount: count,
  scoreInfoList: [review],
  hasMore: optionalBoolean,
  nextCursor: optionalText,
};

/** A part of `appliedFilter` that is a list: null when absent (not applied), else its readable items. */
const appliedList =
  (item: Rule): Rule =>
  (value: unknown, path: string) =>
    missing(value) ? null : conform(value, [item], path);

/** `appliedFilter`: absent stays absent; an unreadable one is an answer of the wrong shape, like any other field. */
const APPLIED_FILTER: Rule = (value: unknown, path: string) =>
  missing(value)
    ? undefined
    : conform(value, { scores: appliedList(star), q: appliedList(requiredText), totalCount: count }, path);

export function readReviewPage(data: unknown, onDropped?: OnDropped): ReviewPageAnswer {
  return readAnswer(data, { avgScore: average, ...PAGE, appliedFilter: APPLIED_FILTER }, "reviews", onDropped);
}

export function readMyMessagesPage(data: unknown, onDropped?: OnDropped): MyMessagesPageAnswer {
  return readAnswer(data, PAGE, "myMessages", onDropped);
}

// ---------------------------------------------------------------------------------------------- the dialog

const CONFIG_TYPES: readonly number[] = [0, 2, 3, 4, 5, 6];
/** A config item's score: 0 (any score) to 5, required. */
const configScore = numberRule(0, 5, false, true);

/** A config item as a client reads it: its id as the backend wrote it (0 when it gave none). */
export type ConfigItemAnswer = Omit<ConfigItem, "id"> & { id: OpaqueId };

/**
 * A config item the dialog can place: known type, a score of 0 to 5, and a text to show (a tag also needs its
 * code). An item of a type the widget does not use is left out unreported; one that cannot be read (no text, a
 * score of 9, a tag without code) is dropped and reported, so the dialog's own texts stand in for it.
 */
const configItem = (value: unknown, path: string): ConfigItemAnswer | null => {
  const item = conform(
    value,
    { id: optionalId, code: "", message: "", score: optionalInteger, type: optionalInteger },
    path,
  ) as Omit<ConfigItemAnswer, "id" | "type"> & { id: OpaqueId | null; type: number | null };
  const { type } = item;
  if (type === null || !CONFIG_TYPES.includes(type)) return null;
  configScore(item.score, `${path}.score`);
  if (!item.message.trim()) throw new MalformedAnswerError(`${path}.message`, "a text");
  if (type === 0 && !item.code) throw new MalformedAnswerError(`${path}.code`, "a tag's code");
  return { ...item, id: item.id ?? 0, type: type as ConfigItem["type"] };
};

/** `score/configList`: the items (none when omitted). */
export function readConfigList(data: unknown, onDropped?: OnDropped): ConfigItemAnswer[] {
  return readAnswer(data, [configItem], "configList", onDropped);
}

/** The caller's own rating as a client reads it: its id as the backend wrote it (0 when it gave none). */
export type MyScoreAnswer = Omit<MyScore, "id"> & { id: OpaqueId };

/** `score/myScore`: the caller's rating, null when there is none — also when the answer names no score. */
export function readMyScore(data: unknown, onDropped?: OnDropped): MyScoreAnswer | null {
  const mine = readAnswer<Omit<MyScore, "id" | "score"> & { id: OpaqueId | null; score: number | null }>(
    data,
    {
      id: optionalId,
      score: optionalStar,
      marks: [{ code: requiredText, message: optionalText, isChoosed: false }],
      content: "",
    },
    "myScore",
    onDropped,
  );
  if (mine.score === null) return null;
  return {
    ...mine,
    id: mine.id ?? 0,
    score: mine.score,
    marks: mine.marks.map((mark: ScoreMark) => orCode(mark, "message")),
  };
}
