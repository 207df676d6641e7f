// The facts the foreign backend serves (reviews, replies, configuration items, figures), written out in a dialect.
// The facts are the same in every dialect, so a test can say what the widget must show whatever the spelling.
import type { Dialect } from "./dialects";

/**
 * Reviews of the resource: one full page of 10, so the list shows exactly one page whatever it loads ahead (a
 * second page would be fetched as soon as the list's end is in view).
 */
export const REVIEW_COUNT = 10;
export const PAGE_SIZE = 10;
/** Per page, the position of the malformed review (when the backend serves bad records). */
export const BAD_INDEX = 3;
/** Reviews written by the signed-in caller (isMe, queryMyMessages). */
export const MY_REVIEWS = [2, 5] as const;
/** Tags (type-0 configuration items and tag statistics). */
export const TAGS = [
  { code: "clear", text: "Clear explanations" },
  { code: "pace", text: "Good pace" },
] as const;

const BASE_TIME = Date.UTC(2026, 10, 20, 1, 30, 0);

export interface ReviewFacts {
  n: number;
  score: number;
  content: string;
  tags: string[];
  time: number;
  liked: boolean;
  likeCount: number;
}

export function reviewFacts(n: number): ReviewFacts {
  return {
    n,
    score: ((n * 3) % 5) + 1,
    content: `Review number ${n}: the examples made the topic click.`,
    tags: n % 3 === 0 ? ["clear", "pace"] : n % 2 === 0 ? ["clear"] : [],
    time: BASE_TIME - n * 3_600_000,
    liked: false,
    likeCount: n % 4,
  };
}

/** A yes/no as the dialect writes booleans (0/1 where it writes flags as numbers). */
export const yes = (dialect: Dialect, value: boolean): boolean | number =>
  dialect.name === "int64-ids" ? (value ? 1 : 0) : value;

export function replyRecord(dialect: Dialect, n: number, review: ReviewFacts) {
  return {
    id: dialect.id("reply", n),
    commentId: dialect.id("review", review.n),
    content: `Thank you for review ${review.n}.`,
    userName: "Course team",
    from_user_url: null,
    role: "admin",
    createdTime: dialect.time(review.time + 600_000, "createdTime"),
    modifiedTime: null,
    ...dialect.recordExtras,
  };
}

export function reviewRecord(
  dialect: Dialect,
  facts: ReviewFacts,
  options: { resourceId: string; signedIn: boolean; bad: boolean },
) {
  const mine = options.signedIn && (MY_REVIEWS as readonly number[]).includes(facts.n);
  const record: Record<string, unknown> = {
    id: dialect.id("review", facts.n),
    score: dialect.figure(facts.score),
    content: facts.content,
    message: facts.tags.length > 0 ? facts.tags.join(",") : null,
    from_user_id: dialect.id("user", facts.n),
    from_user_name: `Learner ${facts.n}`,
    from_user_url: null,
    role: "learner",
    isMe: yes(dialect, mine),
    isLiked: yes(dialect, facts.liked),
    likeCount: dialect.figure(facts.likeCount),
    isTop: dialect.flag(facts.n === 1 ? 1 : 0),
    isHidden: dialect.flag(0),
    showTime: dialect.time(facts.time, "showTime"),
    created_time: dialect.time(facts.time, "created_time"),
    resource_id: options.resourceId,
    resource_type: "course",
    replyList: facts.n === 1 ? [replyRecord(dialect, 1, facts)] : null,
    images: null,
    ...dialect.recordExtras,
  };
  return options.bad ? { ...record, ...dialect.badReview } : record;
}

/** The distribution of the facts' scores (1..5) and its total. */
export function distribution(all: readonly ReviewFacts[]): { score: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((score) => ({ score, count: all.filter((review) => review.score === score).length }));
}

export function averageScore(all: readonly ReviewFacts[]): number {
  return Math.round((all.reduce((sum, review) => sum + review.score, 0) / all.length) * 10) / 10;
}

/** The configuration items of the rating dialog (review-widget.md §3), one of them malformed when asked. */
export function configItems(dialect: Dialect, bad: boolean) {
  let k = 0;
  const item = (code: string, message: string, score: number, type: number) => ({
    id: dialect.id("config", ++k),
    code,
    message,
    score: dialect.figure(score),
    type,
    remark: null,
  });
  const items = [
    ...[1, 2, 3, 4, 5].flatMap((score) => TAGS.map((tag) => item(tag.code, tag.text, score, 0))),
    ...[1, 2, 3, 4, 5].map((score) => item("", `Guide for ${score} stars`, score, 2)),
    ...[1, 2, 3, 4, 5].map((score) => item("", `Caption ${score}`, score, 3)),
    item("", "Tell us what went wrong", 1, 4),
    item("", "How was the course?", 0, 5),
    item("", "Thanks for rating!", 5, 6),
  ];
  if (bad) items.splice(3, 0, { ...item("broken", "", 2, 0), message: 42 as unknown as string });
  return items;
}
