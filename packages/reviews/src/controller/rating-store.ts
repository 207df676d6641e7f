import type { Language, MyScoreAnswer } from "@sxz/contract";
import { createRatingApi } from "../api/rating";
import type { RatingApi } from "../api/rating";
import { createRequester } from "../api/request";
import type { AnswerDropped, BusyError, RequestFunction, Requester } from "../api/request";
import type { FirstAnswers } from "./first-calls";
import type { ImageUploader } from "../api/images";
import type { DraftImageStore } from "../api/draft-image";
import type { EmitEvent } from "../events";
import { loadDialogMessages } from "../i18n/load";
import type { StartMessages } from "../i18n/load";
import type { RatingDialogMessages } from "../i18n/rating-messages";
import type { WidgetAttributes } from "../model/attributes";
import type { ClickEvent } from "../model/click-analytics";
import { draftKey, loadDraft, saveDraft } from "../model/draft";
import { EMPTY_DRAFT } from "../model/rating-state";
import type { RatingDraft } from "../model/rating-state";
import { pageStorage } from "../dom/local-storage";
import { NO_RATING_DATA } from "./rating-data";
import { ratingActions } from "./rating-actions";
import { ratingLoads } from "./rating-loads";
import type { SubmitSession, submitRating } from "./rating-submit";
import { draftImagesPart } from "./draft-images-part";
import type { RatingData } from "./rating-data";
import { createStore } from "./store";
import type { Store } from "./store";
import type { Notify } from "./toasts";

/** What is rated and through which request function; fixed for a store's life (a new resource is a new store). */
export interface RatingSource {
  request: RequestFunction;
  resourceId: string;
  moduleId: string;
  /** Loads the submit (`rating-submit.ts`): the shell hands the loader of the chunk it comes with, the rating
   *  dialog's (`parts/rating-dialog-part.ts`). */
  loadSubmit: () => Promise<typeof submitRating>;
  /** The answers of the calls the widget's shell sent at its start (`first-calls.ts`): the first load takes its own
   *  instead of calling, and the reports of those calls reach this store's host. */
  first?: FirstAnswers;
  /** Where the mobile editor's picture is kept with the draft (default: the page's IndexedDB store). */
  draftImages?: DraftImageStore;
}

/** The widget around the store; replaced as the host's props change (`configure`). */
export interface RatingHost {
  messages: StartMessages;
  language: Language;
  layout: "desktop" | "mobile";
  internal: boolean;
  attributes: WidgetAttributes;
  search: string;
  notify: Notify;
  emit: EmitEvent;
  /** Click analytics (RW-API-10). */
  click(event: ClickEvent): void;
  /** The host's picture uploader; default: the upload ticket through the request function. */
  uploadImage?: ImageUploader;
}

export interface RatingSnapshot {
  data: RatingData;
  draft: RatingDraft;
  /** The mobile editor's attached picture, kept with the draft. */
  attachment: File | null;
  dialog: "edit" | "view" | null;
  submitting: boolean;
  /** The blocked-rating alert's text (RW-ROLE-1). */
  alert: string | null;
  sparkle: boolean;
  /** Counts publishes: the list starts again at page 1 when it changes. */
  published: number;
}

export interface RatingStore extends Store<RatingSnapshot> {
  /** The calls through the store's requester (busy failures reported once, RW-ERR-1), for the list to share. */
  readonly call: Requester;
  configure(host: RatingHost): void;
  /** Figures, statistics, own rating and config list, again (Try again, after a publish or a list change); answers of an earlier load are dropped. */
  reload(): void;
  /** Try again after the figures failed: the summary shows its skeleton again while the calls are repeated. */
  retry(): void;
  /** The picture kept with this draft, unless one was chosen meanwhile (the mobile editor only). */
  restoreAttachment(): void;
  /** The corner button: the dialog to rate or to view, or the blocked alert (RW-ROLE-1). */
  open(): void;
  close(): void;
  closeAlert(): void;
  endSparkle(): void;
  chooseStar(star: number): void;
  toggleTag(code: string): void;
  typeText(text: string): void;
  attach(file: File | null): void;
  /** Checks, then publishes (RW-VAL-1..6); the draft stays until the server saved it. */
  submit(): Promise<void>;
  /** Stops listening to every answer still on its way (a later reload starts listening again). */
  dispose(): void;
}

/**
 * The rating half without a view: the summary's figures and the user's rating, the dialog's draft (kept per
 * resource in localStorage, so a failed publish and a reload lose nothing, RW-VAL-1), its picture, validation and
 * publishing. An outline: the closure keeps the state and the wiring; the loads (`rating-loads.ts`), what the
 * user does (`rating-actions.ts`) and the submit below are its parts.
 */
export function createRatingStore(source: RatingSource, initialHost: RatingHost): RatingStore {
  let host = initialHost;
  const key = draftKey(source.moduleId, source.resourceId);
  const draftImages = source.draftImages ?? draftImagesPart;
  const store = createStore<RatingSnapshot>({
    data: NO_RATING_DATA,
    draft: loadDraftOf(key),
    attachment: null,
    dialog: null,
    submitting: false,
    alert: null,
    sparkle: false,
    published: 0,
  });
  const update = (change: Partial<RatingSnapshot>) => store.set({ ...store.getState(), ...change });
  const setDraft = (draft: RatingDraft) => {
    const storage = pageStorage();
    if (storage) saveDraft(storage, key, draft);
    update({ draft });
    host.notify.recheck();
  };
  const setMine = (mine: MyScoreAnswer | null) => {
    update({ data: { ...store.getState().data, mine } });
    host.emit("listenScore", { hasRated: mine !== null, score: mine?.score ?? 0 });
  };
  // Busy failures of any call, rating or list: the host hears requestOnBusyError, the user gets the traffic
  // message once (RW-ERR-1); callers show nothing more for them.
  // Records an answer's reader left out (one bad review of a page, a config item of score 9): the host hears
  // answerDropped once per answer; the user sees the rest.
  const onBusy = (error: BusyError) => {
    host.emit("requestOnBusyError", { status: error.status, url: error.url, method: error.method });
    host.notify.error(host.messages.busy);
  };
  const onDropped = (dropped: AnswerDropped) => host.emit("answerDropped", dropped);
  const call = createRequester(source.request, onBusy, onDropped);
  // The first calls were this store's own (and the list's, which go through its requester): so are their reports.
  source.first?.deliverReports(onBusy, onDropped);
  const api: RatingApi = createRatingApi(call);
  const hostNow = () => host;

  const self: RatingStore = {
    ...store,
    call,
    configure(next) {
      host = next;
    },
    ...ratingLoads(source, api, store, update, hostNow, draftImages, key),
    ...ratingActions(store.getState, update, setDraft, hostNow, draftImages, key),
    submit: submitter(),
  };
  return self;

  /** Checks, then publishes (RW-VAL-1..6), with the submit's code and the dialog's texts from the dialog's chunk. */
  function submitter(): RatingStore["submit"] {
    let submitInFlight = false;
    const session: SubmitSession = {
      resourceId: source.resourceId,
      moduleId: source.moduleId,
      draftKey: key,
      call,
      host: () => host,
      getState: store.getState,
      update,
      attach: (file) => self.attach(file),
      setMine,
      reload: () => self.reload(),
    };

    /** Takes the submit's code and the dialog's texts (both come with the dialog's chunk), then submits. */
    async function submitOnce() {
      let submit: [typeof submitRating, RatingDialogMessages];
      try {
        // Both came with the dialog: in the page already, unless the store submits without it.
        submit = await Promise.all([source.loadSubmit(), loadDialogMessages(host.language)]);
      } catch {
        // The code or the texts could not be fetched: nothing was sent and the draft stays.
        return host.notify.error(host.messages.noNetwork);
      }
      const [submitNow, dialogTexts] = submit;
      await submitNow(session, dialogTexts);
    }

    return async () => {
      // One submit at a time: a second press before the first one's code and texts are taken (a microtask or
      // more) and its `submitting` is shown would publish twice.
      if (submitInFlight) return;
      submitInFlight = true;
      try {
        await submitOnce();
      } finally {
        submitInFlight = false;
      }
    };
  }
}

function loadDraftOf(key: string): RatingDraft {
  const storage = pageStorage();
  return (storage && loadDraft(storage, key)) ?? EMPTY_DRAFT;
}
