import type {
  ConfigItem,
  GiveScoreBody,
  ModerationResult,
  MyScore,
  ScoreDistribution,
  ScoreGeneral,
  ScoreInfo,
} from "@sxz/contract";
import type { Requester } from "./request";

const SCORE = "/api/universal/v1/score";

/** The config item types the dialog needs: tags, guides, captions, low-score tip, success messages. */
export const CONFIG_TYPES = "0,2,3,4,5,6";

/** One typed function per purpose of the rating half (RW-API-1, 3, 7, 9). */
export function createRatingApi(call: Requester) {
  return {
    /** RW-API-1: creates or replaces the caller's rating of the resource. */
    publish: (body: GiveScoreBody) => call<ScoreInfo>({ method: "POST", url: `${SCORE}/giveScore`, data: body }),
    /** RW-API-3: summary figures and tag statistics. */
    general: (resourceId: string) => call<ScoreGeneral>({ method: "GET", url: `${SCORE}/general`, params: { resourceId } }),
    /** RW-API-3: count per star and total. */
    distribution: (resourceId: string) =>
      call<ScoreDistribution>({ method: "GET", url: `${SCORE}/queryMsgCountProportions`, params: { resourceId } }),
    /** RW-API-9: tags, guides, captions, tips and success messages in the request language. */
    configList: (moduleId: string) =>
      call<ConfigItem[]>({
        method: "GET",
        url: `${SCORE}/configList`,
        params: { moduleId: moduleId || undefined, isNew: true, type: CONFIG_TYPES },
      }),
    /** RW-API-9: the caller's own rating of the resource, null when none. */
    myScore: (moduleId: string, resourceId: string) =>
      call<MyScore | null>({ method: "GET", url: `${SCORE}/myScore`, params: { moduleId: moduleId || undefined, resourceId } }),
    /** RW-API-7: internal variant's content check; "block" stops publishing. */
    moderation: (content: string) =>
      call<ModerationResult>({ method: "POST", url: "/api/common/api/moderation/v1/content", data: { content } }),
  };
}

export type RatingApi = ReturnType<typeof createRatingApi>;
