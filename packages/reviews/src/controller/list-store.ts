import type {
  AppliedFilterAnswer,
  MyMessagesPageAnswer,
  OpaqueId,
  ReplyAnswer,
  ReviewAnswer,
  ReviewPageAnswer,
  TagStatisticAnswer,
} from "@sxz/contract";
import type { ListApi } from "../api/list";
import { canLoadNext, initialListState, listReducer } from "../model/list-state";
import type { ListAction, ListState } from "../model/list-state";
import type { SortOrder } from "../model/sorting";
import { toggleTag } from "../model/tag-selection";
import { NO_FILTER, sameFilter, searchQuery } from "../model/list-filter";
import type { ListFilter } from "../model/list-filter";
import type { ClickEvent } from "../model/click-analytics";
import type { ToastType } from "./toasts";
import { failureMessage } from "./failure-message";
import type { GivenListMessages, ListPartMessages } from "../i18n/list-messages";
import { createStore } from "./store";
import type { ListWriteSession, listWrites } from "./list-writes";
import type { Store, WritableStore } from "./store";
import { pageRequest } from "./list-paging";
import { listReactions } from "./list-reactions";

export { firstPageRequest } from "./list-paging";

export type { ToastType };

/** The list's clicks for click analytics (RW-API-10); the shell turns them into tracking events. */
export type ListClickEvent = Extract<ClickEvent, "like" | "cancelLike" | "delete" | "adminDelete">;

export interface DeleteOrAddDetail {
  action: "deleteReview" | "addReply" | "deleteReply";
  reviewId: OpaqueId;
}

/** What the list tells its host; replaced as the host's props change (`setHost`). */
export interface ListHost {
  /** The list's texts as the host gave them: every start text, perhaps some of the parts'. */
  messages: GivenListMessages;
  /** The texts of the list's parts (`listParts`), once their chunk is in: the results of the editors' writes. */
  partTexts?: ListPartMessages | null;
  toast(message: string, type: ToastType): void;
  onClickEvent?(event: ListClickEvent): void;
  onDeleteOrAdd?(detail: DeleteOrAddDetail): void;
  /** A like refused for want of a signed-in user (HTTP 401): the host offers sign-in instead of the failure toast. */
  onSignInNeeded?(review: ReviewAnswer): void;
}

export interface ListSource {
  api: ListApi;
  /** Loads the list's deletions, edits and replies (`list-writes.ts`): the shell hands the loader of the chunk
   *  they come with, the list's editors and delete confirmation (`parts/list-parts.ts`). */
  loadWrites: () => Promise<typeof listWrites>;
  mode: "resource" | "mine";
  resourceId: string;
  moduleId: string;
  variant: "internal" | "external";
  /** The answer of the first page the widget's shell sent at its start (`first-calls.ts`), taken once: used for the
   *  first page of the store's first listing when that is the one sent (null → the store calls). */
  takeFirstPage?: () => Promise<ListPage> | null;
}

export interface ListSnapshot {
  list: ListState<ReviewAnswer>;
  /** Tag counts loaded by the list itself (when the shell gives none). */
  stats: readonly TagStatisticAnswer[];
  /** The star filter and the search beyond the tags (sent as `scores` and `q`). */
  filter: ListFilter;
  /** What the last page's answer says it applied (`appliedFilter`); absent: it said nothing. */
  applied?: AppliedFilterAnswer;
  /**
   * A result said to assistive technology only (the list's polite live region), for a change the learner already
   * sees where they acted: a confirmed like ("Liked", "Like removed", RW-ERR-5). A new id for every result, so the
   * same words are announced again.
   */
  announcement?: { id: number; text: string } | null;
}

export interface ListStore extends Store<ListSnapshot> {
  /** The latest host callbacks and what is listed (the latter takes effect at the next restart). */
  configure(source: ListSource, host: ListHost): void;
  /** Page 1 again, with the same or a new filter or sort (RW-ST-9); answers of the old list are dropped. */
  restart(change?: { tags?: string[]; sort?: SortOrder }): void;
  /** The next page unless one is in flight or none is left (RW-ST-9); `retry` also after a failure. */
  loadNext(retry?: boolean): void;
  toggleTag(code: string): void;
  sort(order: SortOrder): void;
  loadStatistics(): void;
  /** Optimistic like or unlike, rolled back on failure, ignored while one for the review is in flight (RW-ST-7). */
  like(review: ReviewAnswer): void;
  /** Pin or unpin, re-sorted locally once the server confirms (RW-ST-5). */
  pin(review: ReviewAnswer): Promise<void>;
  /** Hide or unhide (RW-ST-6). */
  hide(review: ReviewAnswer): Promise<void>;
  /** Resolves true once deleted; false when the call failed (the failure is already shown). */
  deleteReview(review: ReviewAnswer): Promise<boolean>;
  deleteReply(review: ReviewAnswer, reply: ReplyAnswer): Promise<boolean>;
  /** Edits, replies: reject when the call failed (the failure is already shown) so an editor keeps its text. */
  editReview(review: ReviewAnswer, text: string): Promise<void>;
  addReply(review: ReviewAnswer, text: string): Promise<void>;
  editReply(review: ReviewAnswer, replyId: OpaqueId, text: string): Promise<void>;
  /** Stops listening to every answer still on its way. */
  dispose(): void;
  /** Page 1 again with only these scores (empty: every score), with the tags and the search kept. */
  filterScores(scores: readonly number[]): void;
  /** Page 1 again with this search (empty: none), the other filters kept. */
  search(query: string): void;
  /** Page 1 again without stars, tags or search. */
  clearFilters(): void;
}

/** One page of either listing. */
export type ListPage = ReviewPageAnswer | MyMessagesPageAnswer;

/**
 * The review list without a view: cursor paging, filter and sort, likes, moderation, deletion and replies.
 * One AbortController per listing: a restart or dispose aborts it, and every answer of an aborted listing is
 * dropped, so an old filter's page can never land in the new list. An outline: the closure keeps the state (the
 * snapshot, the source and host, the listing and its cursor) and the paging over it; the other jobs are parts of
 * their own over what it hands them: likes and moderation (`list-reactions.ts`), the writes that load on use
 * and the filters beyond the tags (below); the page call is `list-paging.ts`.
 */
export function createListStore(source: ListSource, host: ListHost): ListStore {
  const store = createStore<ListSnapshot>({ list: initialListState<ReviewAnswer>(), stats: [], filter: NO_FILTER });
  let announced = 0;
  const list = () => store.getState().list;
  const dispatch = (action: ListAction<ReviewAnswer>) =>
    store.set({ ...store.getState(), list: listReducer(list(), action) });
  const say = (message: string | null, type: ToastType) => {
    if (message) host.toast(message, type);
  };

  /** Runs a write; shows its failure (busy failures are already reported) and rethrows it. */
  async function write<T>(call: Promise<T>, failed: string, preferServerMessage?: boolean): Promise<T> {
    try {
      return await call;
    } catch (error) {
      say(failureMessage(error, failed, preferServerMessage), "error");
      throw error;
    }
  }

  const session: ListWriteSession = {
    source: () => source,
    host: () => host,
    dispatch,
    say,
    write,
    restart: () => self.restart(),
  };
  let listing = new AbortController();
  let cursor: string | null = null;
  let firstLoad = true;
  let statsRequest = new AbortController();
  const self: ListStore = {
    getState: store.getState,
    subscribe: store.subscribe,
    configure(nextSource, nextHost) {
      source = nextSource;
      host = nextHost;
    },
    restart(change = {}) {
      listing.abort();
      listing = new AbortController();
      cursor = null;
      dispatch({ type: "restart", ...change });
      self.loadNext();
    },
    loadNext(retry = false) {
      const current = list();
      if (current.loading || !(retry ? current.hasMore : canLoadNext(current))) return;
      const { signal } = listing;
      const page = current.page + 1;
      dispatch({ type: "loadStarted" });
      (firstPageSent() ?? pageRequest(source, page, current, cursor, store.getState().filter)).then(
        (result) => {
          if (signal.aborted) return;
          cursor = result.nextCursor;
          noteApplied((result as { appliedFilter?: AppliedFilterAnswer }).appliedFilter);
          dispatch({
            type: "pageLoaded",
            page,
            items: result.scoreInfoList,
            total: result.totalCount,
            hasMore: result.hasMore,
          });
        },
        () => signal.aborted || dispatch({ type: "loadFailed" }),
      );
    },
    toggleTag: (code) => self.restart({ tags: toggleTag(list().tags, code, source.variant) }),
    sort: (order) => self.restart({ sort: order }),
    /** The tag counts the list loads itself (when the shell gives none); a newer load drops an older one's answer. */
    loadStatistics() {
      statsRequest.abort();
      statsRequest = new AbortController();
      const { signal } = statsRequest;
      source.api.general(source.resourceId, source.moduleId).then(
        (general) => signal.aborted || store.set({ ...store.getState(), stats: general.shortCommentStatisticList }),
        () => signal.aborted || store.set({ ...store.getState(), stats: [] }),
      );
    },
    ...listReactions(session, list, (text) =>
      store.set({ ...store.getState(), announcement: { id: ++announced, text } }),
    ),
    ...listWritesOnUse(session),
    ...listFilters(store, list, (change) => self.restart(change)),
    dispose() {
      listing.abort();
      statsRequest.abort();
    },
  };
  return self;

  /** The first page sent at the widget's start: the first load's page (page 1 of the first listing, in its initial
   *  filter and sort: the mount's restart changes neither), never a later one. */
  function firstPageSent() {
    const first = firstLoad;
    firstLoad = false;
    return first ? (source.takeFirstPage?.() ?? null) : null;
  }

  /** What the answer says it applied; kept for the next page's answer to replace. */
  function noteApplied(applied: AppliedFilterAnswer | undefined) {
    if (store.getState().applied !== applied) store.set({ ...store.getState(), applied });
  }
}

/** Deletions, edits and replies (`list-writes.ts`), from the chunk of the list's editors; a chunk that cannot be fetched fails the write. */
function listWritesOnUse(
  session: ListWriteSession,
): Pick<ListStore, "deleteReview" | "deleteReply" | "editReview" | "addReply" | "editReply"> {
  const m = () => session.host().messages;
  const writes = (failed: string) =>
    session
      .source()
      .loadWrites()
      .catch((error: unknown) => {
        session.say(failureMessage(error, failed), "error");
        throw error;
      });
  return {
    deleteReview: (review) =>
      writes(m().deleteError).then(
        (run) => run.deleteReview(session, review),
        () => false,
      ),
    deleteReply: (review, reply) =>
      writes(m().deleteError).then(
        (run) => run.deleteReply(session, review, reply),
        () => false,
      ),
    editReview: (review, text) => writes(m().editError).then((run) => run.editReview(session, review, text)),
    addReply: (review, text) => writes(m().replyError).then((run) => run.addReply(session, review, text)),
    editReply: (review, replyId, text) =>
      writes(m().editError).then((run) => run.editReply(session, review, replyId, text)),
  };
}

/** The star filter and the search (beyond the tags): page 1 again whenever they change, unless nothing changed. */
function listFilters(
  store: WritableStore<ListSnapshot>,
  list: () => ListState<ReviewAnswer>,
  restart: ListStore["restart"],
): Pick<ListStore, "filterScores" | "search" | "clearFilters"> {
  const refilter = (filter: ListFilter, tags?: string[]) => {
    if (sameFilter(store.getState().filter, filter, tags, list().tags)) return;
    store.set({ ...store.getState(), filter, applied: undefined });
    restart(tags ? { tags } : {});
  };
  return {
    filterScores: (scores) => refilter({ ...store.getState().filter, scores: [...scores] }),
    search: (query) => refilter({ ...store.getState().filter, query: searchQuery(query) }),
    clearFilters: () => refilter(NO_FILTER, []),
  };
}
