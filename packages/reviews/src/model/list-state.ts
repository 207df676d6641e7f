import type { LikeAnswer, OpaqueId } from "@sxz/contract";
import { sortPinnedFirst } from "./sorting";
import type { SortOrder } from "./sorting";

/** Reviews per page (RW-K-5). */
export const PAGE_SIZE = 10;

/** What the list rules need of a review; the wire type from @sxz/contract satisfies it. */
export interface ListReview {
  id: OpaqueId;
  isTop: number;
  isHidden: number;
  isLiked: boolean | number;
  /** null: the server did not say; it stays unknown until an answer does. */
  likeCount: number | null;
  created_time: string | number;
  replyList?: readonly ListReply[] | null;
}

export interface ListReply {
  id: OpaqueId;
  content: string;
}

export interface ListState<R extends ListReview> {
  items: R[];
  /** Last page loaded, 0 before the first. */
  page: number;
  /** What the server says the list holds; null when it did not say. */
  total: number | null;
  hasMore: boolean;
  /** A page request is in flight: the guard against concurrent loads (RW-ST-9). */
  loading: boolean;
  failed: boolean;
  tags: string[];
  sort: SortOrder;
  /** Like calls in flight, with the values to restore if they fail (RW-ST-7). */
  pendingLikes: Record<string, { isLiked: R["isLiked"]; likeCount: number | null }>;
}

export type ListAction<R extends ListReview> =
  | { type: "restart"; tags?: string[]; sort?: SortOrder }
  | { type: "loadStarted" }
  | { type: "pageLoaded"; page: number; items: readonly R[]; total: number | null; hasMore?: boolean | null }
  | { type: "loadFailed" }
  | { type: "likeStarted"; id: OpaqueId }
  | { type: "likeSucceeded"; id: OpaqueId }
  | { type: "likeFailed"; id: OpaqueId }
  | { type: "pinChanged"; id: OpaqueId; pinned: boolean }
  | { type: "hiddenChanged"; id: OpaqueId; hidden: boolean }
  | { type: "reviewChanged"; id: OpaqueId; patch: Partial<R> }
  | { type: "reviewRemoved"; id: OpaqueId }
  | { type: "replyAdded"; reviewId: OpaqueId; reply: NonNullable<R["replyList"]>[number] }
  | { type: "replyChanged"; reviewId: OpaqueId; replyId: OpaqueId; patch: Partial<NonNullable<R["replyList"]>[number]> }
  | { type: "replyRemoved"; reviewId: OpaqueId; replyId: OpaqueId };

export function initialListState<R extends ListReview>(sort: SortOrder = "latest", tags: string[] = []): ListState<R> {
  return { items: [], page: 0, total: 0, hasMore: true, loading: false, failed: false, tags, sort, pendingLikes: {} };
}

/** True when the next page may be requested now: more exist and no load is in flight (RW-ST-9). */
export function canLoadNext<R extends ListReview>(state: ListState<R>): boolean {
  return state.hasMore && !state.loading && !state.failed;
}

/**
 * The count the list's header shows. Unfiltered: the server's total. With tags selected the list's answer still
 * counts the whole resource, so the header says what is known of the filtered list instead: every review once all
 * pages are in, else the one selected tag's count from the statistics; several tags mid-list (a review may carry
 * more than one of them) have no exact figure, and the header shows none rather than a wrong one.
 */
export function filteredTotal<R extends ListReview>(
  state: ListState<R>,
  stats: readonly { code: string; count: number | null }[],
): number | null {
  if (state.tags.length === 0) return state.total;
  if (!state.hasMore && !state.loading && !state.failed) return state.items.length;
  if (state.tags.length === 1) return stats.find((tag) => tag.code === state.tags[0])?.count ?? null;
  return null;
}

/** What a confirmed like changes on its review: what the answer says; what it does not say stays as the press made it. */
export function likedPatch(result: LikeAnswer): { isLiked?: boolean; likeCount?: number } {
  const patch: { isLiked?: boolean; likeCount?: number } = {};
  if (result.isLiked !== null) patch.isLiked = result.isLiked;
  if (result.likeCount !== null) patch.likeCount = result.likeCount;
  return patch;
}

export function isLiked(review: ListReview): boolean {
  return Boolean(review.isLiked);
}

function flipLiked<V extends boolean | number>(value: V): V {
  return (typeof value === "number" ? (value ? 0 : 1) : !value) as V;
}

function mapItem<R extends ListReview>(state: ListState<R>, id: OpaqueId, change: (item: R) => R): R[] {
  return state.items.map((item) => (item.id === id ? change(item) : item));
}

export function listReducer<R extends ListReview>(state: ListState<R>, action: ListAction<R>): ListState<R> {
  switch (action.type) {
    case "restart":
      // A filter or sort change starts again at page 1 (RW-ST-9); the list's store drops answers of the old one.
      return initialListState<R>(action.sort ?? state.sort, action.tags ?? state.tags);
    case "loadStarted":
      return { ...state, loading: true, failed: false };
    case "pageLoaded": {
      const known = new Set(state.items.map((item) => item.id));
      const fresh = action.items.filter((item) => !known.has(item.id));
      const items = [...state.items, ...fresh];
      // Without the server's hasMore: a full page means more may follow, unless the total says all are here.
      const hasMore =
        action.hasMore ?? (action.items.length >= PAGE_SIZE && (action.total === null || items.length < action.total));
      return { ...state, items, page: action.page, total: action.total, hasMore, loading: false, failed: false };
    }
    case "loadFailed":
      return { ...state, loading: false, failed: true };
    case "likeStarted": {
      // Blocked while a like call for this review is in flight (RW-ST-7).
      const review = state.items.find((item) => item.id === action.id);
      if (!review || state.pendingLikes[action.id]) return state;
      const liked = isLiked(review);
      return {
        ...state,
        pendingLikes: { ...state.pendingLikes, [action.id]: { isLiked: review.isLiked, likeCount: review.likeCount } },
        items: mapItem(state, action.id, (item) => ({
          ...item,
          isLiked: flipLiked(item.isLiked),
          likeCount: item.likeCount === null ? null : Math.max(0, item.likeCount + (liked ? -1 : 1)),
        })),
      };
    }
    case "likeSucceeded": {
      const { [action.id]: _done, ...pendingLikes } = state.pendingLikes;
      return { ...state, pendingLikes };
    }
    case "likeFailed": {
      const previous = state.pendingLikes[action.id];
      const { [action.id]: _failed, ...pendingLikes } = state.pendingLikes;
      if (!previous) return { ...state, pendingLikes };
      return {
        ...state,
        pendingLikes,
        items: mapItem(state, action.id, (item) => ({
          ...item,
          isLiked: previous.isLiked,
          likeCount: previous.likeCount,
        })),
      };
    }
    case "pinChanged":
      return {
        ...state,
        items: sortPinnedFirst(
          mapItem(state, action.id, (item) => ({ ...item, isTop: action.pinned ? 1 : 0 })),
          state.sort,
        ),
      };
    case "hiddenChanged":
      return { ...state, items: mapItem(state, action.id, (item) => ({ ...item, isHidden: action.hidden ? 1 : 0 })) };
    case "reviewChanged":
      return { ...state, items: mapItem(state, action.id, (item) => ({ ...item, ...action.patch })) };
    case "reviewRemoved": {
      if (!state.items.some((item) => item.id === action.id)) return state;
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
        total: state.total === null ? null : Math.max(0, state.total - 1),
      };
    }
    case "replyAdded":
      return {
        ...state,
        items: mapItem(state, action.reviewId, (item) => ({
          ...item,
          replyList: [...(item.replyList ?? []), action.reply],
        })),
      };
    case "replyChanged":
      return {
        ...state,
        items: mapItem(state, action.reviewId, (item) => ({
          ...item,
          replyList: (item.replyList ?? []).map((reply) =>
            reply.id === action.replyId ? { ...reply, ...action.patch } : reply,
          ),
        })),
      };
    case "replyRemoved":
      return {
        ...state,
        items: mapItem(state, action.reviewId, (item) => ({
          ...item,
          replyList: (item.replyList ?? []).filter((reply) => reply.id !== action.replyId),
        })),
      };
  }
}
