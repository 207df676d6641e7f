// A review and its replies as every score answer that carries one reads them: the list pages (scores.ts) and the
// writes' answers (score-writes.ts). Its own module so each of those two can go to a bundle's chunk of its own.
import type { Reply, ScoreInfo } from "../scores";
import {
  conform,
  count,
  flag,
  missing,
  numeric,
  optionalId,
  requiredId,
  role,
  star,
  textId,
  time,
  url,
} from "./conform";
import type { FieldRule, OpaqueId, Rule } from "./conform";
import { loadableUrl } from "./loadable-url";

/** A reply as a client shows it: its id and its review's id as the backend wrote them. */
export type ReplyAnswer = Omit<Reply, "id" | "commentId"> & { id: OpaqueId; commentId: OpaqueId };

/**
 * A review as a client shows it: text fields empty when omitted, the like count possibly unknown, its id (and
 * its replies') as the backend wrote it.
 */
export type ReviewAnswer = Omit<ScoreInfo, "id" | "likeCount" | "replyList"> & {
  id: OpaqueId;
  likeCount: number | null;
  replyList: ReplyAnswer[];
};

export const REPLY: Rule = {
  id: requiredId,
  commentId: optionalId,
  content: "",
  userName: "",
  from_user_url: url,
  role,
  createdTime: time,
  modifiedTime: time,
};

/** An attached image: a URL the page may load, else left out. */
const image = (value: unknown, path: string) => loadableUrl(conform(value, "", path) as string) || null;

/** A field only some answers carry (queryMyMessages' course name and tag texts): absent stays absent. */
const absentOr =
  (rule: Rule): Rule =>
  (value: unknown, path: string) =>
    missing(value) ? undefined : conform(value, rule, path);

/**
 * Verified learner (an optional extension, `authorProgress`): the author's recorded study progress, 0–100. A whole
 * number or its digits; a fraction is rounded down (99.6 is not "completed"). Absent stays absent, and so does a
 * value that cannot be read (out of range, words): it is a trust claim the page can do without, never a reason to
 * drop the review that carries it.
 */
const progress: FieldRule = (value) => {
  if (missing(value)) return undefined;
  const number = numeric(value);
  return number >= 0 && number <= 100 ? Math.floor(number) : undefined;
};

/** A review: its id and score are what make it one, so those are required. */
const REVIEW: Rule = {
  id: requiredId,
  score: star,
  content: "",
  message: "",
  from_user_id: textId,
  from_user_name: "",
  from_user_url: url,
  role,
  isMe: false,
  isLiked: false,
  likeCount: count,
  isTop: flag,
  isHidden: flag,
  showTime: time,
  created_time: time,
  resource_id: textId,
  resource_type: "",
  replyList: [REPLY],
  images: [image],
  resource_name: absentOr(""),
  message_labels: absentOr([{ code: "", label: "" }]),
  authorProgress: progress,
};

/** A review with its replies (whose `commentId` defaults to the review's id). */
export function readReview(value: unknown, path: string): ReviewAnswer {
  const review = conform(value, REVIEW, path) as ReviewAnswer;
  return {
    ...review,
    replyList: review.replyList.map((reply) => ({
      ...reply,
      commentId: (reply.commentId as OpaqueId | null) ?? review.id,
    })),
  };
}

/** A review as a conform() rule. */
export const review: Rule = (value, path) => readReview(value, path);
