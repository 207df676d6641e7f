import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";
import { REVIEW_LIMITS } from "./constants/reviews";
import type { OpaqueId } from "./answers/conform";

/**
 * Ratings and reviews: the calls of review-widget.md §7. Field names follow the platform's wire format
 * exactly (a mix of snake_case and camelCase), so the widget reads them as the spec names them.
 *
 * Failures: business refusals answer HTTP 200 with their body code and `data: null`, as the platform does
 * (901100002 sensitive content, 901200001 study progress under 30%); malformed input answers HTTP 400 (code 400,
 * message says what); anonymous writes 401; not permitted 403; unknown review or reply 404.
 */

/** The author's role as shown on a card: administrators are labelled (RW-LST-4). */
export const ReviewRole = Type.Union([Type.Literal("learner"), Type.Literal("admin")]);
export type ReviewRole = Static<typeof ReviewRole>;

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** A time on the wire: ISO 8601 in UTC, e.g. "2026-11-21T06:00:00.000Z". */
const Time = Type.String({ description: "ISO 8601 time in UTC" });

// ---------------------------------------------------------------------------------------------- entities

/** A reply (RW-ENT-2). Replies are written by administrators. */
export const Reply = Type.Object({
  id: Type.Integer({ description: "replyId in calls" }),
  /** The review this reply belongs to. */
  commentId: Type.Integer(),
  content: Type.String(),
  userName: Type.String(),
  from_user_url: Type.String({ description: "avatar URL, empty when none" }),
  role: ReviewRole,
  createdTime: Time,
  modifiedTime: Time,
});
export type Reply = Static<typeof Reply>;

/** A review, "scoreInfo" (RW-ENT-1). */
export const ScoreInfo = Type.Object({
  id: Type.Integer({ description: "commentId in calls" }),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  /** Empty for a hidden review unless the caller is an administrator (RW-ST-6). */
  content: Type.String(),
  /** Comma-joined tag codes. */
  message: Type.String(),
  from_user_id: Type.String(),
  from_user_name: Type.String(),
  from_user_url: Type.String(),
  role: ReviewRole,
  isMe: Type.Boolean(),
  isLiked: Type.Boolean(),
  likeCount: Type.Integer({ minimum: 0 }),
  isTop: Flag,
  isHidden: Flag,
  /** "YYYY-MM-DD HH:mm" in UTC, of the last change. */
  showTime: Type.String(),
  created_time: Time,
  resource_id: Type.String(),
  resource_type: Type.String(),
  replyList: Type.Array(Reply),
  /** Attached images (URLs the server's upload endpoints serve); absent when the review has none. */
  images: Type.Optional(Type.Array(Type.String(), { maxItems: REVIEW_LIMITS.imagesMax })),
  /** The course's name; sent by queryMyMessages, whose reviews span courses (the other lists are of one course). */
  resource_name: Type.Optional(Type.String()),
  /** The texts of the codes in `message`, in the request's language; sent by queryMyMessages (the other lists
   *  read them from `general`'s tag statistics). A code without a known text is left out. */
  message_labels: Type.Optional(Type.Array(Type.Object({ code: Type.String(), label: Type.String() }))),
  /**
   * Verified learner (optional extension): the author's study progress on the course, in percent (100 = completed),
   * as the server recorded it from its own progress data when the review was published. Absent when the backend
   * does not record it or the author had no recorded progress; never taken from a request.
   */
  authorProgress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
});
export type ScoreInfo = Static<typeof ScoreInfo>;

/** A configuration item (short comment / guide), text in the request's language (RW-ENT-3). */
export const ConfigItem = Type.Object({
  id: Type.Integer(),
  /** Stable code; for tags this is what `message` of a review and of a publish payload carries. */
  code: Type.String(),
  message: Type.String(),
  score: Type.Integer({ minimum: 0, maximum: 5 }),
  type: Type.Union([
    Type.Literal(0),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(5),
    Type.Literal(6),
  ]),
});
export type ConfigItem = Static<typeof ConfigItem>;

// ---------------------------------------------------------------------------------------------- publish

/** The publish payload (RW-ENT-4): creates or updates the caller's one rating of the resource. */
export const GiveScoreBody = Type.Object({
  resourceId: Type.String({ minLength: 1, maxLength: 100 }),
  moduleId: Type.Optional(Type.String({ maxLength: 100 })),
  /** Trimmed by the server, then at most 200 characters. */
  content: Type.Optional(Type.String({ maxLength: 2000 })),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  resourceType: Type.Optional(Type.String({ maxLength: 50 })),
  source: Type.Optional(Type.String({ maxLength: 50 })),
  /** Comma-joined tag codes, each configured (type 0) for this score. */
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  courseId: Type.Optional(Type.String({ maxLength: 100 })),
  appId: Type.Optional(Type.String({ maxLength: 100 })),
  appType: Type.Optional(Type.String({ maxLength: 50 })),
  classId: Type.Optional(Type.String({ maxLength: 100 })),
  /**
   * Attached images: `static_url`s of files the caller stored through this server's simple or document upload
   * (absolute on this server's origin, or the same path). Omitted: an update keeps the review's images; `[]`
   * removes them.
   */
  images: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.imageUrlMax }), {
      maxItems: REVIEW_LIMITS.imagesMax,
    }),
  ),
});
export type GiveScoreBody = Static<typeof GiveScoreBody>;
/** The saved review; null with code 901100002 or 901200001 (refused). */
export const GiveScoreResponse = Envelope(Type.Union([ScoreInfo, Type.Null()]));

// ---------------------------------------------------------------------------------------------- lists

export const ReviewSort = Type.Union([Type.Literal("latest"), Type.Literal("hottest")]);
export type ReviewSort = Static<typeof ReviewSort>;

const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const PageSize = Type.Integer({
  minimum: 1,
  maximum: REVIEW_LIMITS.pageSizeMax,
  default: REVIEW_LIMITS.pageSizeDefault,
});
const Cursor = Type.String({
  maxLength: 500,
  description: "nextCursor of the previous page: the next page at the same cost whatever its depth (wins over page)",
});

/** `GET /api/universal/v1/score/queryMessages` and `…/scoreList` (RW-API-2). */
export const QueryMessagesQuery = Type.Object({
  resourceId: Type.String({ minLength: 1, maxLength: 100 }),
  moduleId: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Page),
  pageSize: Type.Optional(PageSize),
  /** Comma-joined tag codes; a review matches when it has any of them. */
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  /** latest (default): pinned first, then newest. hottest: pinned first, then most liked, then newest. */
  sort: Type.Optional(ReviewSort),
  cursor: Type.Optional(Cursor),
  /**
   * Star filter (optional extension): comma-joined scores 1–5, e.g. "1,2"; a review matches when its score is one
   * of them. Combined with `message` (and `q`) by AND. A backend that lacks it ignores it: `appliedFilter` says.
   */
  scores: Type.Optional(Type.String({ maxLength: 20, pattern: "^\\s*[1-5](\\s*,\\s*[1-5])*\\s*$" })),
  /**
   * Review search (optional extension): words that must all occur in the review's text (whole words, or a word's
   * beginning; case-insensitive). Plain text, never a query syntax: quotes, `*`, `NEAR(`, `OR` are words or nothing.
   */
  q: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.searchMax })),
});
export type QueryMessagesQuery = Static<typeof QueryMessagesQuery>;

/**
 * What a list answer actually filtered by, beyond the spec's tag filter (optional extension). A backend that does
 * not know a filter leaves it out, so a client learns the filter was not applied and can filter what it loaded.
 */
export const AppliedFilter = Type.Object({
  /** The scores the list was filtered by, ascending, once each. */
  scores: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 5 }))),
  /** The search as applied: the words matched, after normalising (the client may highlight these as text). */
  q: Type.Optional(Type.Array(Type.String())),
  /** Number of reviews of the filtered list; absent when the server cannot give it at a bounded cost (see README). */
  totalCount: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type AppliedFilter = Static<typeof AppliedFilter>;

export const ReviewPage = Type.Object({
  /** Mean score of all the resource's reviews, 0 when none (not affected by the tag filter). */
  avgScore: Type.Number(),
  /** Number of the resource's reviews (not affected by the tag filter; per-tag counts come from `general`). */
  totalCount: Type.Integer(),
  scoreInfoList: Type.Array(ScoreInfo),
  hasMore: Type.Boolean(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** Present when the call sent `scores` or `q` and this server applied them. */
  appliedFilter: Type.Optional(AppliedFilter),
});
export type ReviewPage = Static<typeof ReviewPage>;
export const ReviewPageResponse = Envelope(ReviewPage);

/** `GET …/score/queryMyMessages`: the caller's own reviews across resources, newest first. */
export const QueryMyMessagesQuery = Type.Object({
  page: Type.Optional(Page),
  pageSize: Type.Optional(PageSize),
  cursor: Type.Optional(Cursor),
});
export type QueryMyMessagesQuery = Static<typeof QueryMyMessagesQuery>;

export const MyMessagesPage = Type.Object({
  /** Number of the caller's reviews. */
  totalCount: Type.Integer(),
  scoreInfoList: Type.Array(ScoreInfo),
  hasMore: Type.Boolean(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type MyMessagesPage = Static<typeof MyMessagesPage>;
export const MyMessagesPageResponse = Envelope(MyMessagesPage);

// ---------------------------------------------------------------------------------------------- statistics

export const ResourceQuery = Type.Object({
  resourceId: Type.String({ minLength: 1, maxLength: 100 }),
  moduleId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ResourceQuery = Static<typeof ResourceQuery>;

/** `GET …/score/queryMsgCountProportions`: the rating distribution, always five rows, score 5 first. */
export const ScoreDistribution = Type.Object({
  result: Type.Array(Type.Object({ score: Type.Integer({ minimum: 1, maximum: 5 }), count: Type.Integer() })),
  total: Type.Integer(),
});
export type ScoreDistribution = Static<typeof ScoreDistribution>;
export const ScoreDistributionResponse = Envelope(ScoreDistribution);

export const ShortCommentStatistic = Type.Object({
  /** The tag's text in the request's language. */
  shortComment: Type.String(),
  /** The tag's code, for the list's `message` filter. */
  code: Type.String(),
  count: Type.Integer(),
});
export type ShortCommentStatistic = Static<typeof ShortCommentStatistic>;

/** `GET …/score/general`: the summary figures and tag statistics. */
export const ScoreGeneral = Type.Object({
  avgScore: Type.Number(),
  totalCount: Type.Integer(),
  /** People who rated; one rating per person, so equal to totalCount. */
  commenterCount: Type.Integer(),
  /** (4★ + 5★) / total as a fraction 0..1; 1 when there are no reviews (RW-K-1). */
  recommendedValue: Type.Number(),
  /** Tags used at least once, most used first. */
  shortCommentStatisticList: Type.Array(ShortCommentStatistic),
});
export type ScoreGeneral = Static<typeof ScoreGeneral>;
export const ScoreGeneralResponse = Envelope(ScoreGeneral);

// ---------------------------------------------------------------------------------------------- config

/** `GET …/score/configList` (RW-API-9). */
export const ConfigListQuery = Type.Object({
  moduleId: Type.Optional(Type.String({ maxLength: 100 })),
  /** true (default): the current item set; false: the legacy set. */
  isNew: Type.Optional(Type.Boolean({ default: true })),
  /** Comma-joined types, e.g. "0,2,3,4,5,6"; all types when absent. */
  type: Type.Optional(Type.String({ maxLength: 50, pattern: "^\\s*\\d(\\s*,\\s*\\d)*\\s*$" })),
});
export type ConfigListQuery = Static<typeof ConfigListQuery>;
export const ConfigListResponse = Envelope(Type.Array(ConfigItem));

// ---------------------------------------------------------------------------------------------- own rating

/** `GET …/score/myScore`. */
export const MyScoreQuery = ResourceQuery;
export type MyScoreQuery = ResourceQuery;

export const ScoreMark = Type.Object({
  code: Type.String(),
  message: Type.String(),
  isChoosed: Type.Boolean(),
});
export type ScoreMark = Static<typeof ScoreMark>;

/** The caller's own rating: marks are the tags of that score, those chosen flagged; null when not rated. */
export const MyScore = Type.Object({
  id: Type.Integer(),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  marks: Type.Array(ScoreMark),
  content: Type.String(),
});
export type MyScore = Static<typeof MyScore>;
export const MyScoreResponse = Envelope(Type.Union([MyScore, Type.Null()]));

// ---------------------------------------------------------------------------------------------- writes

/** `GET …/score/deleteScore/{id}`. */
export const ReviewIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type ReviewIdParams = Static<typeof ReviewIdParams>;

/** `?commentId=` of hidden, unHidden, top, unTop (RW-API-5). */
export const CommentIdQuery = Type.Object({ commentId: Type.Integer({ minimum: 1 }) });
export type CommentIdQuery = Static<typeof CommentIdQuery>;

/** The review's flags after pin/unpin or hide/unhide. */
export const ReviewFlags = Type.Object({ id: Type.Integer(), isTop: Flag, isHidden: Flag });
export type ReviewFlags = Static<typeof ReviewFlags>;
export const ReviewFlagsResponse = Envelope(ReviewFlags);

/** The like payload (RW-ENT-5): resource_id is the review's id, owner_id its author. */
export const LikeBody = Type.Object({
  like_flag: Type.Union([Type.Literal(0), Type.Literal(1)]),
  owner_id: Type.Optional(Type.String({ maxLength: 100 })),
  resource_id: Type.Integer({ minimum: 1 }),
  resource_type: Type.Literal("comment"),
});
export type LikeBody = Static<typeof LikeBody>;

/** The like state after the call; calling twice with the same flag changes nothing. */
export const LikeResult = Type.Object({
  resource_id: Type.Integer(),
  isLiked: Type.Boolean(),
  likeCount: Type.Integer({ minimum: 0 }),
});
export type LikeResult = Static<typeof LikeResult>;
export const LikeResponse = Envelope(LikeResult);

/** Reply payload (RW-ENT-6). */
export const AddReplyBody = Type.Object({
  commentId: Type.Integer({ minimum: 1 }),
  content: Type.String({ maxLength: 2000 }),
});
export type AddReplyBody = Static<typeof AddReplyBody>;
/** The new reply; null with code 901100002 (sensitive content). */
export const AddReplyResponse = Envelope(Type.Union([Reply, Type.Null()]));

export const UpdateReplyBody = Type.Object({
  commentId: Type.Integer({ minimum: 1 }),
  content: Type.String({ maxLength: 2000 }),
  id: Type.Integer({ minimum: 1 }),
});
export type UpdateReplyBody = Static<typeof UpdateReplyBody>;
export const UpdatedReply = Type.Object({ id: Type.Integer(), content: Type.String(), modifiedTime: Time });
export type UpdatedReply = Static<typeof UpdatedReply>;
/** null with code 901100002 (sensitive content). */
export const UpdateReplyResponse = Envelope(Type.Union([UpdatedReply, Type.Null()]));

/** `POST …/score/deleteReply?replyId=`. */
export const ReplyIdQuery = Type.Object({ replyId: Type.Integer({ minimum: 1 }) });
export type ReplyIdQuery = Static<typeof ReplyIdQuery>;

// What a client sends back names a review or a reply by its id exactly as the backend wrote it (review-widget.md
// leaves the id's spelling to the backend: a number, a digit text such as "1790000000000000001", "rv-12", a UUID).
// The reference server's ids are whole numbers and its number policy reads one written in digits as that number.

/** `score/addReply` as a client sends it. */
export type AddReplyRequest = Omit<AddReplyBody, "commentId"> & { commentId: OpaqueId };
/** `score/updateReply` as a client sends it. */
export type UpdateReplyRequest = Omit<UpdateReplyBody, "commentId" | "id"> & { commentId: OpaqueId; id: OpaqueId };
/** `liked` as a client sends it. */
export type LikeRequest = Omit<LikeBody, "resource_id"> & { resource_id: OpaqueId };

/** Answers of deleteScore and deleteReply. */
export const ScoreEmptyResponse = Envelope(Type.Null());
