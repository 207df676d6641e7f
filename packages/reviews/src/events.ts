import type { OpaqueId, ReviewAnswer } from "@sxz/contract";
import type { AnswerDropped } from "./api/request";

/**
 * Every event the widget dispatches to the host page (RW-ENT-8), by name, with its `detail`. On the element
 * each is a CustomEvent with `bubbles: true` and `composed: true`.
 */
export interface WidgetEventMap {
  /** The summary figures were loaded or changed (after a publish). A figure the server did not give is null. */
  getScoreInfo: {
    totalCount: number | null;
    avgScore: number | null;
    progressList: { score: number; count: number | null }[];
  };
  /** The rating dialog opened: to rate ("edit") or to show the earlier rating ("view"). */
  showScoreMark: { mode: "edit" | "view" };
  /** The chosen score changed in the dialog (0 when reset). */
  scoreChange: { score: number };
  /** A rating was published; `review` is the saved review, null when the server's answer did not describe it. */
  publishScore: { score: number; content: string; message: string; review: ReviewAnswer | null };
  /** The user's own rating is known: on load and after each publish. */
  listenScore: { hasRated: boolean; score: number };
  /** A review or reply was added or deleted (reviewId null: a published rating whose answer gave no id). */
  deleteOrAdd: { action: "addScore" | "deleteReview" | "addReply" | "deleteReply"; reviewId: OpaqueId | null };
  /**
   * Report chosen on a review: the review and a link back to it. Cancelable: a host that takes the report over
   * calls `preventDefault()` (the element) or returns `false` from `onEvent` (React); otherwise the widget
   * thanks the learner itself (RW-ROLE-4).
   */
  reportCallback: { review: ReviewAnswer; link: string };
  /** A call failed with HTTP 429, 5xx or no answer (RW-ERR-1). */
  requestOnBusyError: { status: number; url: string; method: string };
  /**
   * An answer was read without some of its records (a review, a reply, a config item, a tag statistic that
   * could not be read): the rest is shown; this names each record left out and why. Once per answer.
   */
  answerDropped: AnswerDropped;
  /**
   * A visitor chose "Sign in to rate" or "Sign in to like": `target` is this page with `scrollToScore=1`, where the
   * login returns. Cancelable: a host with its own sign-in calls `preventDefault()` (the element) or returns `false`
   * from `onEvent` (React) and signs the visitor in itself; otherwise the widget goes to the platform's login.
   * The rating dialog opens, or the like is made, once the visitor is back signed in, either way.
   */
  signInRequest: { action: "rate" | "like"; reviewId: OpaqueId | null; target: string };
}

export type WidgetEventName = keyof WidgetEventMap;

export const WIDGET_EVENTS = [
  "getScoreInfo",
  "showScoreMark",
  "scoreChange",
  "publishScore",
  "listenScore",
  "deleteOrAdd",
  "reportCallback",
  "requestOnBusyError",
  "answerDropped",
  "signInRequest",
] as const satisfies readonly WidgetEventName[];

/** Dispatches one event; answers `false` when the host cancelled it (only `reportCallback` and `signInRequest` are cancelable, other answers are ignored). */
export type EmitEvent = <K extends WidgetEventName>(name: K, detail: WidgetEventMap[K]) => unknown;

declare global {
  interface HTMLElementEventMap {
    answerDropped: CustomEvent<AnswerDropped>;
    signInRequest: CustomEvent<WidgetEventMap["signInRequest"]>;
  }
}
