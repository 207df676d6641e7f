import { createListApi } from "../api/list";
import { createRatingApi } from "../api/rating";
import { createRequester } from "../api/request";
import type { RequestFunction } from "../api/request";
import { firstPageRequest } from "./list-store";
import { loadRatingData } from "./rating-data";

/** What the widget shows at its start: the resource rated, and which list (none for a summary-only widget). */
export interface FirstCallsPlan {
  resourceId: string;
  moduleId: string;
  list: "resource" | "mine" | null;
}

/**
 * Sends the calls the widget's stores make as they mount — figures, statistics, own rating and config list
 * (the rating store's load) and the list's first page — through `request`, all at once. They are the stores'
 * own API functions with the stores' own arguments, so the calls are the same ones; the answers are the stores'
 * to read (src/api/early-calls.ts hands them over), so nothing is done with them here.
 */
export function sendFirstCalls(request: RequestFunction, plan: FirstCallsPlan): void {
  const call = createRequester(request);
  // The rating store loads nothing without a resource; loadRatingData settles every call itself.
  if (plan.resourceId) void loadRatingData(createRatingApi(call), plan.resourceId, plan.moduleId);
  // Reads only: no write is among the first calls, so the writes' calls have nothing to load.
  const noWrites = () => Promise.reject(new Error("The first calls make no write."));
  if (plan.list) firstPageRequest({ api: createListApi(call, noWrites), mode: plan.list, resourceId: plan.resourceId, moduleId: plan.moduleId }).catch(() => {});
}
