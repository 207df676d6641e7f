import { classifyAnswer } from "@sxz/contract";
import { BusyError, EnvelopeError } from "../api/request";
import type { RatingMessages } from "../i18n/rating-messages";

export type PublishFailure =
  | { kind: "busy"; text: string }
  | { kind: "sensitive-feedback"; text: string }
  | { kind: "sensitive-toast"; text: string }
  | { kind: "error"; text: string };

/**
 * What a failed publish shows (RW-ERR-1..4): busy → the traffic message; code 901100002 → the feedback toast
 * on desktop/external or the plain error toast on mobile; the 30% rule → the server's message or
 * studyProgress; anything else → the server's message or publishFailed. Busy is decided first: the requester
 * turns HTTP 429, 5xx and no answer into a BusyError before any body is read, so an EnvelopeError is classified
 * by the contract's rule (`classifyAnswer`) only for answers that are not busy.
 */
export function publishFailure(error: unknown, messages: RatingMessages, layout: "desktop" | "mobile"): PublishFailure {
  if (error instanceof BusyError) return { kind: "busy", text: messages.busy };
  if (error instanceof EnvelopeError) {
    const kind = classifyAnswer(error.status, error.response);
    if (kind === "sensitive-content") {
      return layout === "mobile"
        ? { kind: "sensitive-toast", text: error.serverMessage || messages.sensitiveException }
        : { kind: "sensitive-feedback", text: messages.sensitiveException };
    }
    if (kind === "progress-too-low") return { kind: "error", text: error.serverMessage || messages.studyProgress };
    return { kind: "error", text: error.serverMessage || messages.publishFailed };
  }
  return { kind: "error", text: messages.publishFailed };
}
