import { readLikeResult, readMyMessagesPage, readReviewPage, readScoreGeneral, reviewPaths } from "@sxz/contract";
import type {
  AddReplyRequest,
  LikeAnswer,
  MyMessagesPageAnswer,
  OpaqueId,
  ReplyAnswer,
  ReviewAnswer,
  ReviewPageAnswer,
  ReviewSort,
  ScoreGeneralAnswer,
  UpdatedReplyAnswer,
  UpdateReplyRequest,
} from "@sxz/contract";
import { readCall } from "./request";
import type { Requester } from "./request";
import type { createListWriteCalls } from "./list-writes";

/** Loads the calls of the list's writes (they come with the chunk of the list's editors, `parts/list-parts.ts`). */
export type LoadListWriteCalls = () => Promise<typeof createListWriteCalls>;

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
  /** Star filter (optional extension): sent comma-joined as `scores`, absent when empty. */
  scores?: readonly number[];
  /** Review search (optional extension): sent as `q`, absent when empty. */
  q?: string;
}

/**
 * One typed function per purpose of the list (RW-API-2..6), over the widget's Requester (src/api/request.ts):
 * envelopes unwrapped, EnvelopeError for refused calls, BusyError (already reported to onBusy) for 429/5xx/0.
 * Every answer goes through its call's reader of @sxz/contract: a record a read cannot use is left out and
 * reported once per answer (readCall → answerDropped), a read of the wrong shape rejects with
 * MalformedAnswerError; answers to writes give null for whatever they do not say readably (the write still happened).
 */
export interface ListApi {
  queryMessages(query: ReviewPageQuery): Promise<ReviewPageAnswer>;
  scoreList(query: ReviewPageQuery): Promise<ReviewPageAnswer>;
  queryMyMessages(query: { page: number; pageSize?: number; cursor?: string | null }): Promise<MyMessagesPageAnswer>;
  general(resourceId: string, moduleId?: string): Promise<ScoreGeneralAnswer>;
  like(review: Pick<ReviewAnswer, "id" | "from_user_id">, liked: boolean): Promise<LikeAnswer>;
  deleteScore(id: OpaqueId): Promise<void>;
  /** The author edits their review's text: the publish call again with the review's score and tags. */
  editOwnReview(
    review: Pick<ReviewAnswer, "score" | "message" | "resource_id" | "resource_type">,
    content: string,
    moduleId?: string,
  ): Promise<ReviewAnswer | null>;
  /** Moderation flags: done once the server confirms; the review then has the requested flag. */
  hide(commentId: OpaqueId): Promise<void>;
  unhide(commentId: OpaqueId): Promise<void>;
  pin(commentId: OpaqueId): Promise<void>;
  unpin(commentId: OpaqueId): Promise<void>;
  /** The new reply; null when the answer does not describe it readably (it was saved all the same). */
  addReply(body: AddReplyRequest): Promise<ReplyAnswer | null>;
  updateReply(body: UpdateReplyRequest): Promise<UpdatedReplyAnswer>;
  deleteReply(replyId: OpaqueId): Promise<void>;
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
  if (query.scores && query.scores.length > 0) params.scores = query.scores.join(",");
  if (query.q) params.q = query.q;
  return params;
}

/**
 * The list's calls over `call`. The calls of the editors and the delete confirmation come with their chunk: the
 * shell hands their loader (`loadWriteCalls`), so the first paint carries none of them.
 */
export function createListApi(call: Requester, loadWriteCalls: LoadListWriteCalls): ListApi {
  const writes = () => loadWriteCalls().then((createWriteCalls) => createWriteCalls(call));
  const flags = async (route: { readonly method: "PUT"; readonly path: string }, commentId: OpaqueId) => {
    await call<unknown>({ method: route.method, url: route.path, params: { commentId } });
  };
  return {
    queryMessages: (query) =>
      readCall(call, { method: "GET", url: reviewPaths.queryMessages.path, params: pageParams(query) }, readReviewPage),
    scoreList: (query) =>
      readCall(call, { method: "GET", url: reviewPaths.scoreList.path, params: pageParams(query) }, readReviewPage),
    queryMyMessages: ({ page, pageSize = 10, cursor }) =>
      readCall(
        call,
        {
          method: "GET",
          url: reviewPaths.queryMyMessages.path,
          params: cursor ? { page, pageSize, cursor } : { page, pageSize },
        },
        readMyMessagesPage,
      ),
    general: (resourceId, moduleId) =>
      readCall(
        call,
        { method: "GET", url: reviewPaths.general.path, params: moduleId ? { resourceId, moduleId } : { resourceId } },
        readScoreGeneral,
      ),
    like: async (review, liked) =>
      readLikeResult(
        await call<unknown>({
          method: "POST",
          url: reviewPaths.liked.path,
          data: {
            like_flag: liked ? 1 : 0,
            owner_id: review.from_user_id,
            resource_id: review.id,
            resource_type: "comment",
          },
        }),
      ),
    deleteScore: async (id) => (await writes()).deleteScore(id),
    editOwnReview: async (review, content, moduleId) => (await writes()).editOwnReview(review, content, moduleId),
    hide: (commentId) => flags(reviewPaths.hidden, commentId),
    unhide: (commentId) => flags(reviewPaths.unHidden, commentId),
    pin: (commentId) => flags(reviewPaths.top, commentId),
    unpin: (commentId) => flags(reviewPaths.unTop, commentId),
    addReply: async (body) => (await writes()).addReply(body),
    updateReply: async (body) => (await writes()).updateReply(body),
    deleteReply: async (replyId) => (await writes()).deleteReply(replyId),
  };
}
