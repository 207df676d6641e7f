import { ModerationBody, ModerationResponse, SensitiveWords, SensitiveWordsResponse } from "../moderation";
import {
  AddReplyBody, AddReplyResponse, CommentIdQuery, ConfigListQuery, ConfigListResponse, GiveScoreBody, GiveScoreResponse, LikeBody, LikeResponse,
  MyMessagesPageResponse, MyScoreQuery, MyScoreResponse, QueryMessagesQuery, QueryMyMessagesQuery, ReplyIdQuery, ResourceQuery, ReviewFlagsResponse,
  ReviewIdParams, ReviewPageResponse, ScoreDistributionResponse, ScoreEmptyResponse, ScoreGeneralResponse, UpdateReplyBody, UpdateReplyResponse,
} from "../scores";
import type { ApiRouteTable } from "./api-route";
import { reviewPaths } from "./paths/reviews";

const tags = ["reviews"] as const;

/** The rating and review calls of review-widget.md §7, plus configList, myScore, the content check and the sensitive words. */
export const reviewRoutes = {
  giveScore: { ...reviewPaths.giveScore, id: "giveScore", tags, summary: "Create or replace the caller's rating and review", access: "user", body: GiveScoreBody, answer: GiveScoreResponse },
  queryMessages: { ...reviewPaths.queryMessages, id: "queryMessages", tags, summary: "A page of a resource's reviews", access: "anyone", query: QueryMessagesQuery, answer: ReviewPageResponse },
  scoreList: { ...reviewPaths.scoreList, id: "scoreList", tags, summary: "The same page of reviews, under its other name", access: "anyone", query: QueryMessagesQuery, answer: ReviewPageResponse },
  queryMyMessages: {
    ...reviewPaths.queryMyMessages,
    id: "queryMyMessages",
    tags,
    summary: "A page of the caller's own reviews",
    access: "user",
    query: QueryMyMessagesQuery,
    answer: MyMessagesPageResponse,
  },
  queryMsgCountProportions: {
    ...reviewPaths.queryMsgCountProportions,
    id: "queryMsgCountProportions",
    tags,
    summary: "Count per star and total",
    access: "anyone",
    query: ResourceQuery,
    answer: ScoreDistributionResponse,
  },
  general: { ...reviewPaths.general, id: "general", tags, summary: "Summary figures and tag statistics", access: "anyone", query: ResourceQuery, answer: ScoreGeneralResponse },
  configList: {
    ...reviewPaths.configList,
    id: "configList",
    tags,
    summary: "Tags, guides, captions, tips and success messages in the request language",
    access: "anyone",
    query: ConfigListQuery,
    answer: ConfigListResponse,
  },
  myScore: { ...reviewPaths.myScore, id: "myScore", tags, summary: "The caller's own rating of a resource (null when none or anonymous)", access: "anyone", query: MyScoreQuery, answer: MyScoreResponse },
  deleteScore: { ...reviewPaths.deleteScore, id: "deleteScore", tags, summary: "Delete a review (its author or an admin)", access: "user", params: ReviewIdParams, answer: ScoreEmptyResponse, failures: [403, 404] },
  liked: { ...reviewPaths.liked, id: "liked", tags, summary: "Like or unlike a review", access: "user", body: LikeBody, answer: LikeResponse, failures: [404] },
  top: { ...reviewPaths.top, id: "top", tags, summary: "Pin a review", access: "admin", query: CommentIdQuery, answer: ReviewFlagsResponse, failures: [404] },
  unTop: { ...reviewPaths.unTop, id: "unTop", tags, summary: "Unpin a review", access: "admin", query: CommentIdQuery, answer: ReviewFlagsResponse, failures: [404] },
  hidden: { ...reviewPaths.hidden, id: "hidden", tags, summary: "Hide a review", access: "admin", query: CommentIdQuery, answer: ReviewFlagsResponse, failures: [404] },
  unHidden: { ...reviewPaths.unHidden, id: "unHidden", tags, summary: "Show a hidden review again", access: "admin", query: CommentIdQuery, answer: ReviewFlagsResponse, failures: [404] },
  addReply: { ...reviewPaths.addReply, id: "addReply", tags, summary: "Reply to a review", access: "admin", body: AddReplyBody, answer: AddReplyResponse, failures: [404] },
  updateReply: { ...reviewPaths.updateReply, id: "updateReply", tags, summary: "Edit a reply", access: "admin", body: UpdateReplyBody, answer: UpdateReplyResponse, failures: [404] },
  deleteReply: { ...reviewPaths.deleteReply, id: "deleteReply", tags, summary: "Delete a reply", access: "admin", query: ReplyIdQuery, answer: ScoreEmptyResponse, failures: [404] },
  sensitiveWords: { ...reviewPaths.sensitiveWords, id: "sensitiveWords", tags, summary: "The admin's school's sensitive words", access: "admin", answer: SensitiveWordsResponse },
  setSensitiveWords: {
    ...reviewPaths.setSensitiveWords,
    id: "setSensitiveWords",
    tags,
    summary: "Replace the admin's school's sensitive words",
    access: "admin",
    body: SensitiveWords,
    answer: SensitiveWordsResponse,
  },
  moderateContent: {
    ...reviewPaths.moderateContent,
    id: "moderateContent",
    tags,
    summary: "Content check against the sensitive words (internal variant): pass or block",
    access: "anyone",
    body: ModerationBody,
    answer: ModerationResponse,
  },
} as const satisfies ApiRouteTable<typeof reviewPaths>;
