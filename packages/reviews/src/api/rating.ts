import { readConfigList, readMyScore, readScoreDistribution, readScoreGeneral, reviewPaths } from "@sxz/contract";
import { readCall } from "./request";
import type { Requester } from "./request";

/** The config item types the dialog needs: tags, guides, captions, low-score tip, success messages. */
export const CONFIG_TYPES = "0,2,3,4,5,6";

/**
 * One typed function per read of the rating half (RW-API-3, 9); its writes are `rating-writes.ts`, loaded with the
 * rating dialog. Every answer is read by its call's reader of @sxz/contract before anything else sees it: omitted
 * lists are empty, omitted figures unknown (null), a record that cannot be read is left out and reported (readCall),
 * an answer of the wrong shape rejects with MalformedAnswerError.
 */
export function createRatingApi(call: Requester) {
  return {
    /** RW-API-3: summary figures and tag statistics. */
    general: (resourceId: string) =>
      readCall(call, { method: "GET", url: reviewPaths.general.path, params: { resourceId } }, readScoreGeneral),
    /** RW-API-3: count per star and total. */
    distribution: (resourceId: string) =>
      readCall(
        call,
        { method: "GET", url: reviewPaths.queryMsgCountProportions.path, params: { resourceId } },
        readScoreDistribution,
      ),
    /** RW-API-9: tags, guides, captions, tips and success messages in the request language. */
    configList: (moduleId: string) =>
      readCall(
        call,
        {
          method: "GET",
          url: reviewPaths.configList.path,
          params: { moduleId: moduleId || undefined, isNew: true, type: CONFIG_TYPES },
        },
        readConfigList,
      ),
    /** RW-API-9: the caller's own rating of the resource, null when none. */
    myScore: (moduleId: string, resourceId: string) =>
      readCall(
        call,
        { method: "GET", url: reviewPaths.myScore.path, params: { moduleId: moduleId || undefined, resourceId } },
        readMyScore,
      ),
  };
}

export type RatingApi = ReturnType<typeof createRatingApi>;
