import { pathTo, readNewReply, readSavedReview, readUpdatedReply, reviewPaths } from "@sxz/contract";
import type { GiveScoreBody } from "@sxz/contract";
import type { ListApi } from "./list";
import type { Requester } from "./request";

/**
 * The list's writes that only its editors and delete confirmation make (RW-API-4..6): part of their chunk
 * (`parts/ListParts.tsx` re-exports this), so the first paint carries none of them; `createListApi` loads them
 * on use through the loader the shell gives it.
 */
export function createListWriteCalls(
  call: Requester,
): Pick<ListApi, "deleteScore" | "editOwnReview" | "addReply" | "updateReply" | "deleteReply"> {
  return {
    deleteScore: async (id) => {
      await call<unknown>({ method: "GET", url: pathTo(reviewPaths.deleteScore, { id }) });
    },
    editOwnReview: async (review, content, moduleId) => {
      const data: GiveScoreBody = {
        resourceId: review.resource_id,
        score: review.score,
        content,
        resourceType: review.resource_type,
      };
      if (review.message) data.message = review.message;
      if (moduleId) data.moduleId = moduleId;
      return readSavedReview(await call<unknown>({ method: "POST", url: reviewPaths.giveScore.path, data }), data);
    },
    addReply: async (body) =>
      readNewReply(await call<unknown>({ method: "POST", url: reviewPaths.addReply.path, data: body }), body),
    updateReply: async (body) =>
      readUpdatedReply(await call<unknown>({ method: "POST", url: reviewPaths.updateReply.path, data: body })),
    deleteReply: async (replyId) => {
      await call<unknown>({ method: "POST", url: reviewPaths.deleteReply.path, params: { replyId } });
    },
  };
}
