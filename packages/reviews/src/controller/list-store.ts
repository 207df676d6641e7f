import type { OpaqueId, ReplyAnswer, ReviewAnswer, TagStatisticAnswer } from "@sxz/contract";
import type { ListApi } from "../api/list";
import { canLoadNext, initialListState, listReducer, PAGE_SIZE } from "../model/list-state";
import type { ListAction, ListState } from "../model/list-state";
import type { SortOrder } from "../model/sorting";
import { toggleTag } from "../model/tag-selection";
import type { ClickEvent } from "../model/click-analytics";
import type { ToastType } from "./toasts";
import { failureMessage } from "./failure-message";
import type { GivenListMessages, ListPartMessages } from "../components/ReviewList/messages";
import { createStore } from "./store";
import { loadListWrites } from "./list-writes-chunk";
import type { ListWriteSession } from "./list-writes";
import type { Store } from "./store";

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
}

export interface ListSource {
  api: ListApi;
  mode: "resource" | "mine";
  resourceId: string;
  moduleId: string;
  variant: "internal" | "external";
}

export interface ListSnapshot {
  list: ListState<ReviewAnswer>;
  /** Tag counts loaded by the list itself (when the shell gives none). */
  stats: readonly TagStatisticAnswer[];
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
}

/** The call for one page of a listing: the user's own messages, or the resource's reviews with the listing's filter and sort. */
type ListingSource = Pick<ListSource, "api" | "mode" | "resourceId" | "moduleId">;

function pageRequest(source: ListingSource, page: number, list: ListState<ReviewAnswer>, cursor: string | null) {
  const { api, mode, resourceId, moduleId } = source;
  return mode === "mine"
    ? api.queryMyMessages({ page, pageSize: PAGE_SIZE, cursor })
    : api.queryMessages({ resourceId, moduleId, page, pageSize: PAGE_SIZE, tags: list.tags, sort: list.sort, cursor });
}

/** The first page of a new listing, as a store's first restart asks for it (sent early at the widget's start). */
export function firstPageRequest(source: ListingSource): Promise<unknown> {
  return pageRequest(source, 1, initialListState<ReviewAnswer>(), null);
}

/**
 * The review list without a view: cursor paging, filter and sort, likes, moderation, deletion and replies.
 * One AbortController per listing: a restart or dispose aborts it, and every answer of an aborted listing is
 * dropped, so an old filter's page can never land in the new list.
 */
export function createListStore(source: ListSource, host: ListHost): ListStore {
  const store = createStore<ListSnapshot>({ list: initialListState<ReviewAnswer>(), stats: [] });
  let listing = new AbortController();
  let statsRequest = new AbortController();
  let cursor: string | null = null;
  const list = () => store.getState().list;
  const dispatch = (action: ListAction<ReviewAnswer>) => store.set({ ...store.getState(), list: listReducer(list(), action) });
  const say = (message: string | null, type: ToastType) => {
    if (message) host.toast(message, type);
  };
  const m = () => host.messages;
  let announced = 0;
  const announce = (text: string) => store.set({ ...store.getState(), announcement: { id: ++announced, text } });

  /** Runs a write; shows its failure (busy failures are already reported) and rethrows it. */
  async function write<T>(call: Promise<T>, failed: string, preferServerMessage?: boolean): Promise<T> {
    try {
      return await call;
    } catch (error) {
      say(failureMessage(error, failed, preferServerMessage), "error");
      throw error;
    }
  }

  /** A moderation flag: changed locally once the server confirms. */
  const flag = (call: Promise<void>, failed: string, done: () => void) => write(call, failed).then(done);

  /** The editors' and the confirmation's writes, from their chunk; a chunk that cannot be fetched fails the write. */
  const writes = (failed: string) =>
    loadListWrites().catch((error: unknown) => {
      say(failureMessage(error, failed), "error");
      throw error;
    });
  const session: ListWriteSession = {
    source: () => source,
    host: () => host,
    dispatch,
    say,
    write,
    restart: () => self.restart(),
  };

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
      pageRequest(source, page, current, cursor).then(
        (result) => {
          if (signal.aborted) return;
          cursor = result.nextCursor;
          dispatch({ type: "pageLoaded", page, items: result.scoreInfoList, total: result.totalCount, hasMore: result.hasMore });
        },
        () => signal.aborted || dispatch({ type: "loadFailed" }),
      );
    },
    toggleTag: (code) => self.restart({ tags: toggleTag(list().tags, code, source.variant) }),
    sort: (order) => self.restart({ sort: order }),
    loadStatistics() {
      statsRequest.abort();
      statsRequest = new AbortController();
      const { signal } = statsRequest;
      source.api.general(source.resourceId, source.moduleId).then(
        (general) => signal.aborted || store.set({ ...store.getState(), stats: general.shortCommentStatisticList }),
        () => signal.aborted || store.set({ ...store.getState(), stats: [] }),
      );
    },
    like(review) {
      const live = list().items.find((item) => item.id === review.id) ?? review;
      if (list().pendingLikes[review.id]) return;
      const liking = !live.isLiked;
      host.onClickEvent?.(liking ? "like" : "cancelLike");
      dispatch({ type: "likeStarted", id: review.id });
      source.api.like(live, liking).then(
        (result) => {
          dispatch({ type: "likeSucceeded", id: review.id });
          // The call succeeded: what its answer does not say stays as the press made it.
          const patch: Partial<ReviewAnswer> = {};
          if (result.isLiked !== null) patch.isLiked = result.isLiked;
          if (result.likeCount !== null) patch.likeCount = result.likeCount;
          dispatch({ type: "reviewChanged", id: review.id, patch });
          // The button already shows it (pressed state and count): no toast, the words go to screen readers only.
          announce(liking ? m().likeSuccess : m().cancelSuccess);
        },
        (error: unknown) => {
          dispatch({ type: "likeFailed", id: review.id });
          say(failureMessage(error, liking ? m().likeError : m().cancelError), "error");
        },
      );
    },
    pin(review) {
      const on = review.isTop !== 1;
      const { api } = source;
      return flag(on ? api.pin(review.id) : api.unpin(review.id), on ? m().topFailed : m().untopFailed, () => {
        dispatch({ type: "pinChanged", id: review.id, pinned: on });
        say(on ? m().top : m().unTop, "success");
      });
    },
    hide(review) {
      const on = review.isHidden !== 1;
      const { api } = source;
      return flag(on ? api.hide(review.id) : api.unhide(review.id), on ? m().hiddenFailed : m().unHiddenFailed, () => {
        dispatch({ type: "hiddenChanged", id: review.id, hidden: on });
        say(on ? m().hidden : m().unHidden, "success");
      });
    },
    deleteReview: (review) => writes(m().deleteError).then((run) => run.deleteReview(session, review), () => false),
    deleteReply: (review, reply) => writes(m().deleteError).then((run) => run.deleteReply(session, review, reply), () => false),
    editReview: (review, text) => writes(m().editError).then((run) => run.editReview(session, review, text)),
    addReply: (review, text) => writes(m().replyError).then((run) => run.addReply(session, review, text)),
    editReply: (review, replyId, text) => writes(m().editError).then((run) => run.editReply(session, review, replyId, text)),
    dispose() {
      listing.abort();
      statsRequest.abort();
    },
  };
  return self;
}
