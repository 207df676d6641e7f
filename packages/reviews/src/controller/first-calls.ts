import { createListApi } from "../api/list";
import { createRatingApi } from "../api/rating";
import { createRequester } from "../api/request";
import type { AnswerDropped, BusyError, RequestFunction } from "../api/request";
import { firstPageRequest } from "./list-store";
import type { ListPage } from "./list-store";
import { loadRatingData } from "./rating-data";
import type { RatingData } from "./rating-data";

/** What the widget shows at its start: the resource rated, and which list (none for a summary-only widget). */
export interface FirstCallsPlan {
  resourceId: string;
  moduleId: string;
  list: "resource" | "mine" | null;
}

type OnBusy = (error: BusyError) => void;
type OnDropped = (dropped: AnswerDropped) => void;

/**
 * The answers of the widget's first calls, each taken once: by the store that would have made the call, which
 * then makes no call of its own. The shell sends them for one plan and hands them only to the stores of that plan.
 */
export interface FirstAnswers {
  /** Figures, statistics, own rating and config list (the rating store's first load); null once taken or not sent. */
  takeRatingData(): Promise<RatingData> | null;
  /** The list's first page (the list store's first page of its first listing); null once taken or not sent. */
  takeFirstPage(): Promise<ListPage> | null;
  /** Hands the busy failures and dropped records of these calls, those met so far and each later one, to the
   *  rating store that takes the answers (its host has the texts and the toasts); the latest store wins. */
  deliverReports(onBusy: OnBusy, onDropped: OnDropped): void;
}

/**
 * Sends the calls the widget's stores make as they mount — figures, statistics, own rating and config list (the
 * rating store's load) and the list's first page — through `request`, all at once, beside the download of the
 * texts instead of after them. They are the stores' own API functions with the stores' own arguments; the stores,
 * created once the texts are there, take these answers (`FirstAnswers`) instead of calling.
 */
export function sendFirstCalls(request: RequestFunction, plan: FirstCallsPlan): FirstAnswers {
  // Reports wait for the store that takes the answers.
  const held: ((onBusy: OnBusy, onDropped: OnDropped) => void)[] = [];
  let target: [OnBusy, OnDropped] | undefined;
  const report = (send: (onBusy: OnBusy, onDropped: OnDropped) => void) => (target ? send(...target) : held.push(send));
  const call = createRequester(
    request,
    (error) => report((onBusy) => onBusy(error)),
    (dropped) => report((_, onDropped) => onDropped(dropped)),
  );
  // The rating store loads nothing without a resource; loadRatingData settles every call itself.
  let ratingData = plan.resourceId ? loadRatingData(createRatingApi(call), plan.resourceId, plan.moduleId) : null;
  // Reads only: no write is among the first calls, so the writes' calls have nothing to load.
  let firstPage = plan.list
    ? firstPageRequest({
        api: createListApi(call, () => Promise.reject(new Error())),
        mode: plan.list,
        resourceId: plan.resourceId,
        moduleId: plan.moduleId,
      })
    : null;
  // A failure is the taker's to show, never an unhandled rejection now.
  firstPage?.catch(() => {});
  return {
    takeRatingData() {
      const taken = ratingData;
      ratingData = null;
      return taken;
    },
    takeFirstPage() {
      const taken = firstPage;
      firstPage = null;
      return taken;
    },
    deliverReports(onBusy, onDropped) {
      target = [onBusy, onDropped];
      for (const send of held.splice(0)) send(onBusy, onDropped);
    },
  };
}
