import type { ReviewAnswer } from "@sxz/contract";
import type { ListStartMessages } from "../../i18n/list-messages";
import type { ListState } from "../../model/list-state";
import { NoMatches } from "../ListFilters/FilterLine";
import { useListView } from "./ListView";
import type { ListFiltersView } from "./useListFilters";
import { EmptyPicturePart } from "./EmptyPicturePart";
import { ListSkeleton } from "./ListSkeleton";

export interface ListFooterProps {
  list: ListState<ReviewAnswer>;
  filters: ListFiltersView;
  onLoadMore: () => void;
  /** Another Try again on screen covers this failure (the widget's summary, for the same outage): no second button. */
  retryElsewhere: boolean;
}

/**
 * The list footer (RW-LST-9): loading, a keyboard-reachable "load more" while more exist, "no more" at the end,
 * and the empty state, whose picture and text differ between the variants. While the first page loads, a
 * page-height skeleton under the status. Keyed by the number of cards: the footer of one page is not moved down
 * by the next page's cards but replaced (they take its place), so nothing the reader sees shifts. A filtered list
 * with nothing in it says so instead, with Clear.
 */
export function ListFooter({ list, filters, onLoadMore, retryElsewhere }: ListFooterProps) {
  const { messages, variant, mode } = useListView();
  if (filters.noMatches) {
    return <NoMatches text={messages.noMatches} clearLabel={messages.clearFilters} onClear={filters.clear} />;
  }
  const { loading, failed, hasMore } = list;
  const count = filters.shown.items.length;
  if (failed) {
    return (
      <div className="sxz-footer" role="alert">
        {messages.loadFailed}
        {retryElsewhere ? null : (
          <>
            {" "}
            <button type="button" className="sxz-link" onClick={onLoadMore}>
              {messages.retry}
            </button>
          </>
        )}
      </div>
    );
  }
  // The first page of a listing (the widget's start, a new filter or sort) is on its way: the skeleton of a page,
  // never "Load more" — there is nothing above it to continue from. (`hasMore` is true before any answer.)
  if (loading && count === 0) return <FirstPageLoading messages={messages} />;
  if (hasMore) {
    // The button stays while a page loads (aria-disabled, not disabled) so keyboard focus is never dropped.
    return (
      <div key={count}>
        <div className="sxz-footer">
          {loading && (
            <span role="status" className="sxz-footer__status">
              <span className="sxz-spinner" aria-hidden="true" />
              {messages.loading}
            </span>
          )}
          <button type="button" className="sxz-btn" aria-disabled={loading || undefined} onClick={onLoadMore}>
            {messages.loadMore}
          </button>
        </div>
      </div>
    );
  }
  if (loading) return <FirstPageLoading messages={messages} />;
  if (count === 0) {
    const text =
      mode === "mine" ? messages.emptyMine : variant === "internal" ? messages.emptyInternal : messages.emptyExternal;
    return (
      <div className={`sxz-empty sxz-empty--${variant}`} data-variant={variant}>
        <EmptyPicturePart variant={variant} />
        <p>{text}</p>
      </div>
    );
  }
  return <div className="sxz-footer sxz-footer--end">{messages.noMore}</div>;
}

/** The loading status and a page-height skeleton of cards under it. */
function FirstPageLoading({ messages }: { messages: ListStartMessages }) {
  return (
    <div>
      <div className="sxz-footer" role="status">
        <span className="sxz-spinner" aria-hidden="true" />
        {messages.loading}
      </div>
      <ListSkeleton />
    </div>
  );
}
