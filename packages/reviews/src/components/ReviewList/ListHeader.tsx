import type { Ref } from "react";
import type { ListSnapshot, ListStore } from "../../controller/list-store";
import type { TagTone } from "../../model/mentions";
import { plural } from "../../i18n/format";
import { ListFilters } from "../ListFilters/ListFilters";
import { SortTabs } from "../SortTabs/SortTabs";
import type { TagFilterItem } from "../TagFilter/TagFilter";
import { useListView } from "./ListView";
import type { ListFiltersView } from "./useListFilters";

export interface ListHeaderProps {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The id of the cards' container the tabs control. */
  listId: string;
  store: ListStore;
  snapshot: ListSnapshot;
  filters: ListFiltersView;
  /** The filter row's tags with their counts. */
  tags: readonly TagFilterItem[];
  tones: ReadonlyMap<string, TagTone> | undefined;
}

/**
 * The list's heading with its count (RW-LST-1) and the latest / hottest tabs (RW-LST-3); listing a resource, the
 * filters under it (search, tags, the filter line).
 */
export function ListHeader({ headingId, headingRef, listId, store, snapshot, filters, tags, tones }: ListHeaderProps) {
  const { messages, language, layout, mode } = useListView();
  const { list } = snapshot;
  // No sort tabs over a list that came back empty without a filter: there is nothing to sort.
  const nothingToSort =
    list.page > 0 && list.items.length === 0 && !list.hasMore && !list.loading && !filters.noMatches;
  // The count after the title, once the first page is in.
  const total = list.page > 0 ? filters.headerTotal : null;
  return (
    <>
      <header className="sxz-list__header">
        <h2 id={headingId} ref={headingRef} className="sxz-list__title" tabIndex={-1}>
          {mode === "mine" ? messages.myMessagesTitle : messages.listLabel}
          {total !== null && (
            <span className="sxz-list__count"> · {plural(language, messages.headerCount, total)}</span>
          )}
        </h2>
        {mode === "resource" && !nothingToSort && (
          <SortTabs value={list.sort} controls={listId} texts={messages} onChange={store.sort} />
        )}
      </header>
      {mode === "resource" && (
        <ListFilters
          messages={messages}
          language={language}
          layout={layout}
          query={snapshot.filter.query}
          onSearch={filters.search}
          tags={tags}
          tones={tones}
          selectedTags={list.tags}
          onToggleTag={store.toggleTag}
          line={filters.line}
          local={filters.local}
          onClear={filters.clear}
        />
      )}
    </>
  );
}
