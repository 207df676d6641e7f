import type { MyScoreAnswer } from "@sxz/contract";
import { createRatingWrites } from "../api/rating-writes";
import { requestImageUploader } from "../api/request-image-upload";
import type { Requester } from "../api/request";
import type { RatingDialogMessages } from "../i18n/rating-messages";
import { lowScoreTip, textsForScore } from "../model/config-items";
import { clearDraft } from "../model/draft";
import { EMPTY_DRAFT } from "../model/rating-state";
import { checkBeforeSubmit } from "../model/submit";
import { pageStorage } from "../dom/local-storage";
import { publishRating } from "./publish-rating";
import type { RatingHost, RatingSnapshot } from "./rating-store";

/** What a submit needs of its rating store: the store's state, its host of the moment and its calls. */
export interface SubmitSession {
  readonly resourceId: string;
  readonly moduleId: string;
  /** The draft's key in the page's storage. */
  readonly draftKey: string;
  readonly call: Requester;
  host(): RatingHost;
  getState(): RatingSnapshot;
  update(change: Partial<RatingSnapshot>): void;
  /** Forgets the draft's picture (null) or keeps a new one. */
  attach(file: File | null): void;
  setMine(mine: MyScoreAnswer | null): void;
  reload(): void;
}

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * The rating store's submit (RW-VAL-1..6): checks, then publishes; the draft stays until the server saved it.
 * Part of the rating dialog's chunk (`parts/RatingDialog.ts` re-exports it): only the dialog submits, so the first
 * paint carries neither the checks, the writes and the picture upload nor their texts, which are the dialog's
 * (`dialogTexts`, `locales/<lang>/rating-dialog.ts`).
 */
export async function submitRating(session: SubmitSession, dialogTexts: RatingDialogMessages): Promise<void> {
  const host = session.host();
  host.click("publish");
  const { draft, attachment, data } = session.getState();
  const blocked = checkBeforeSubmit(draft, isOnline());
  const m = { ...host.messages, ...dialogTexts };
  // A validation warning lasts while the same check still blocks the draft.
  const stillBlocked = () => checkBeforeSubmit(session.getState().draft, true)?.reason === blocked?.reason;
  if (blocked?.reason === "lowScoreTip")
    return host.notify.warning(lowScoreTip(data.config) ?? m.lowScoreTip, stillBlocked);
  if (blocked?.reason === "noNetwork") return host.notify.error(m.noNetwork);
  if (blocked) return host.notify.warning(m[blocked.reason], stillBlocked);
  session.update({ submitting: true });
  // What is rated is the store's (the same attribute-else-query rule resolved it).
  const attributes = { ...host.attributes, resourceId: session.resourceId, moduleId: session.moduleId };
  const api = createRatingWrites(session.call);
  const done = await publishRating(
    { ...host, messages: m, attributes, api, uploadImage: host.uploadImage ?? requestImageUploader(session.call) },
    draft,
    attachment,
  );
  if (!done) return session.update({ submitting: false });
  const { saved, review } = done;
  // The host of the moment: the widget may have been given new settings while the answer was on its way.
  const now = session.host();
  const storage = pageStorage();
  if (storage) clearDraft(storage, session.draftKey);
  session.attach(null);
  const texts = textsForScore(session.getState().data.config, saved.score, now.internal);
  const marks = texts.tags.map((tag) => ({
    code: tag.code,
    message: tag.message,
    isChoosed: draft.tags.includes(tag.code),
  }));
  const state = session.getState();
  session.update({
    draft: EMPTY_DRAFT,
    dialog: null,
    submitting: false,
    sparkle: state.sparkle || (now.internal && saved.score === 5),
    published: state.published + 1,
  });
  now.notify.success(texts.successMessage ?? m.scoreSuccess);
  now.emit("publishScore", { ...saved, review });
  now.emit("deleteOrAdd", { action: "addScore", reviewId: review?.id ?? null });
  session.setMine({ id: review?.id ?? 0, score: saved.score, content: saved.content, marks });
  session.reload();
}
