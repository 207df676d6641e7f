import type { Language, ReviewAnswer } from "@sxz/contract";
import type { RatingWrites } from "../api/rating-writes";
import { BusyError } from "../api/request";
import type { ImageUploader } from "../api/images";
import type { StartMessages } from "../i18n/load";
import type { RatingDialogMessages } from "../i18n/rating-messages";
import type { WidgetAttributes } from "../model/attributes";
import type { RatingDraft } from "../model/rating-state";
import { publishPayload } from "../model/publish-payload";
import { feedbackLink, storedTenantId } from "../model/feedback-link";
import { TOAST } from "../model/limits";
import { pageStorage } from "../dom/local-storage";
import { publishFailure } from "./publish-outcome";
import type { Notify } from "./toasts";

/** What publishing needs from the widget: the calls, the texts and settings of the moment, where messages go. */
export interface PublishContext {
  api: RatingWrites;
  uploadImage: ImageUploader;
  /** The start texts with the dialog's, which hold the checks' and the results' texts. */
  messages: StartMessages & RatingDialogMessages;
  notify: Notify;
  attributes: WidgetAttributes;
  search: string;
  language: Language;
  layout: "desktop" | "mobile";
  internal: boolean;
}

export interface Published {
  review: ReviewAnswer | null;
  /** What was saved: the server's review where it described it, else what was sent. */
  saved: { score: number; content: string; message: string };
}

/**
 * One publish (RW-API-1, RW-API-7, RW-DLG-5): the internal variant's content check, the mobile editor's picture
 * uploaded, then giveScore. Resolves null when it did not happen; the reason is already shown (busy failures by
 * the requester's handler, RW-ERR-1..4 here). The draft is the caller's and stays untouched.
 */
export async function publishRating(
  context: PublishContext,
  draft: RatingDraft,
  attachment: File | null,
): Promise<Published | null> {
  const { api, messages: m, notify } = context;
  try {
    const content = draft.text.trim();
    if (context.internal && content) {
      const verdict = await api.moderation(content);
      if (verdict.message === "block") {
        notify.error(m.involving);
        return null;
      }
    }
    let images: string[] | undefined;
    if (attachment && context.layout === "mobile") {
      try {
        images = [await context.uploadImage(attachment)];
      } catch (error) {
        // A busy answer was already reported by the requester; anything else gets the upload message.
        if (!(error instanceof BusyError)) notify.error(m.imageUploadFailed);
        return null;
      }
    }
    const payload = { ...publishPayload(draft, context.attributes, context.search), ...(images ? { images } : {}) };
    // The envelope said the rating was saved; an answer that does not describe it leaves what was sent.
    const review = await api.publish(payload);
    return {
      review,
      saved: {
        score: review?.score ?? payload.score,
        content: review?.content ?? payload.content ?? "",
        message: review?.message ?? payload.message ?? "",
      },
    };
  } catch (error) {
    showFailure(context, error);
    return null;
  }
}

function showFailure(context: PublishContext, error: unknown): void {
  const { messages: m, notify } = context;
  const failure = publishFailure(error, m, context.layout);
  // Already reported and shown by the requester's busy handler.
  if (failure.kind === "busy") return;
  if (failure.kind === "sensitive-feedback") {
    const origin = typeof location === "undefined" ? "" : location.origin;
    const href = feedbackLink(origin, storedTenantId(pageStorage()), context.search, context.language);
    notify.error(failure.text, {
      durationMs: TOAST.sensitiveMs,
      wide: true,
      link: href ? { href, text: m.feedbackLink } : undefined,
    });
  } else {
    notify.error(failure.text);
  }
}
