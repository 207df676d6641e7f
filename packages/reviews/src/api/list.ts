import type {
  AddReplyBody,
  GiveScoreBody,
  LikeResult,
  MyMessagesPage,
  Reply,
  ReviewFlags,
  ReviewPage,
  ReviewSort,
  ScoreGeneral,
  ScoreInfo,
  UpdatedReply,
  UpdateReplyBody,
} from "@sxz/contract";
import type { Requester } from "./request";

const SCORE = "/api/universal/v1/score";

export interface ReviewPageQuery {
  resourceId: string;
  moduleId?: string;
  page: number;
  pageSize?: number;
  /** Selected tag codes; sent comma-joined as `message`. */
  tags?: readonly string[];
  sort?: ReviewSort;
  /** nextCursor of the previous page, when the server gave one. */
  cursor?: string | null;
}

/**
 * One typed function per purpose of the list (RW-API-2..6), over the widget's Requester (src/api/request.ts):
 * envelopes unwrapped, EnvelopeError for refused calls, BusyError (already reported to onBusy) for 429/5xx/0.
 */
export interface ListApi {
  queryMessages(query: ReviewPageQuery): Promise<ReviewPage>;
  scoreList(query: ReviewPageQuery): Promise<ReviewPage>;
  queryMyMessages(query: { page: number; pageSize?: number; cursor?: string | null }): Promise<MyMessagesPage>;
  general(resourceId: string, moduleId?: string): Promise<ScoreGeneral>;
  like(review: Pick<ScoreInfo, "id" | "from_user_id">, liked: boolean): Promise<LikeResult>;
  deleteScore(id: number): Promise<null>;
  /** The author edits their review's text: the publish call again with the review's score and tags. */
  editOwnReview(review: Pick<ScoreInfo, "score" | "message" | "resource_id" | "resource_type">, content: string, moduleId?: string): Promise<ScoreInfo>;
  hide(commentId: number): Promise<ReviewFlags>;
  unhide(commentId: number): Promise<ReviewFlags>;
  pin(commentId: number): Promise<ReviewFlags>;
  unpin(commentId: number): Promise<ReviewFlags>;
  addReply(body: AddReplyBody): Promise<Reply>;
  updateReply(body: UpdateReplyBody): Promise<UpdatedReply>;
  deleteReply(replyId: number): Promise<null>;
}

function pageParams(query: ReviewPageQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    resourceId: query.resourceId,
    page: query.page,
    pageSize: query.pageSize ?? 10,
  };
  if (query.moduleId) params.moduleId = query.moduleId;
  if (query.tags && query.tags.length > 0) params.message = query.tags.join(",");
  if (query.sort) params.sort = query.sort;
  if (query.cursor) params.cursor = query.cursor;
  return params;
}

export function createListApi(call: Requester): ListApi {
  return {
    queryMessages: (query) => call<ReviewPage>({ method: "GET", url: `${SCORE}/queryMessages`, params: pageParams(query) }),
    scoreList: (query) => call<ReviewPage>({ method: "GET", url: `${SCORE}/scoreList`, params: pageParams(query) }),
    queryMyMessages: ({ page, pageSize = 10, cursor }) =>
      call<MyMessagesPage>({
        method: "GET",
        url: `${SCORE}/queryMyMessages`,
        params: cursor ? { page, pageSize, cursor } : { page, pageSize },
      }),
    general: (resourceId, moduleId) =>
      call<ScoreGeneral>({ method: "GET", url: `${SCORE}/general`, params: moduleId ? { resourceId, moduleId } : { resourceId } }),
    like: (review, liked) =>
      call<LikeResult>({
        method: "POST",
        url: "/api/universal/v1/liked",
        data: { like_flag: liked ? 1 : 0, owner_id: review.from_user_id, resource_id: review.id, resource_type: "comment" },
      }),
    deleteScore: (id) => call<null>({ method: "GET", url: `${SCORE}/deleteScore/${encodeURIComponent(String(id))}` }),
    editOwnReview: (review, content, moduleId) => {
      const data: GiveScoreBody = { resourceId: review.resource_id, score: review.score, content, resourceType: review.resource_type };
      if (review.message) data.message = review.message;
      if (moduleId) data.moduleId = moduleId;
      return call<ScoreInfo>({ method: "POST", url: `${SCORE}/giveScore`, data });
    },
    hide: (commentId) => call<ReviewFlags>({ method: "PUT", url: `${SCORE}/hidden`, params: { commentId } }),
    unhide: (commentId) => call<ReviewFlags>({ method: "PUT", url: `${SCORE}/unHidden`, params: { commentId } }),
    pin: (commentId) => call<ReviewFlags>({ method: "PUT", url: `${SCORE}/top`, params: { commentId } }),
    unpin: (commentId) => call<ReviewFlags>({ method: "PUT", url: `${SCORE}/unTop`, params: { commentId } }),
    addReply: (body) => call<Reply>({ method: "POST", url: `${SCORE}/addReply`, data: body }),
    updateReply: (body) => call<UpdatedReply>({ method: "POST", url: `${SCORE}/updateReply`, data: body }),
    deleteReply: (replyId) => call<null>({ method: "POST", url: `${SCORE}/deleteReply`, params: { replyId } }),
  };
}
