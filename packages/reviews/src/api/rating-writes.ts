import { readModerationResult, readSavedReview, reviewPaths } from "@sxz/contract";
import type { GiveScoreBody } from "@sxz/contract";
import type { Requester } from "./request";

/**
 * The rating half's writes (RW-API-1, 7), read like its reads (`rating.ts`) by @sxz/contract's readers. Only a
 * publish makes them, so they load with the rating dialog, not with the widget's first paint.
 */
export function createRatingWrites(call: Requester) {
  return {
    /** RW-API-1: creates or replaces the caller's rating; the saved review, null when the answer does not say it. */
    publish: async (body: GiveScoreBody) =>
      readSavedReview(await call<unknown>({ method: "POST", url: reviewPaths.giveScore.path, data: body }), body),
    /** RW-API-7: internal variant's content check; "block" stops publishing. */
    moderation: async (content: string) =>
      readModerationResult(
        await call<unknown>({ method: "POST", url: reviewPaths.moderateContent.path, data: { content } }),
      ),
  };
}

export type RatingWrites = ReturnType<typeof createRatingWrites>;
