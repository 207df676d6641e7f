import { useCallback, useEffect, useMemo } from "react";
import type { Language, ReviewAnswer, TagStatisticAnswer } from "@sxz/contract";
import type { ListSnapshot, ListStore } from "../../controller/list-store";
import {
  filterApplication,
  filteredCount,
  filterLine,
  filtersLocally,
  hasFilter,
  locallyFiltered,
} from "../../model/list-filter";
import { filteredTotal } from "../../model/list-state";
import type { ListState } from "../../model/list-state";
import type { ListStartMessages } from "../../i18n/list-messages";

export interface ListFiltersView {
  /** The list as shown: what the server answered, narrowed by the parts it did not apply. */
  shown: ListState<ReviewAnswer>;
  /** The header's count: the filtered list's when known, never a wrong figure. */
  headerTotal: number | null;
  /** The filter line; null when nothing is filtered. */
  line: string | null;
  /** The widget filtered what it loaded itself. */
  local: boolean;
  /** Words to mark in review texts. */
  marks: readonly string[];
  /** A filtered list with nothing in it (all pages seen). */
  noMatches: boolean;
  search: (query: string) => void;
  clear: () => void;
}

const NO_MARKS: readonly string[] = [];

/**
 * The star filter, the search and the tag filter as the list shows them: the stars come from the host (the
 * summary's rows, `scores`) and are passed on to the store; what the answer applied decides what the widget still
 * filters itself, the filter line, the header's count and the marks.
 */
export function useListFilters(
  store: ListStore,
  snapshot: ListSnapshot,
  options: {
    scores: readonly number[] | undefined;
    onScoresChange: ((scores: number[]) => void) | undefined;
    stats: readonly TagStatisticAnswer[];
    messages: ListStartMessages;
    language: Language;
  },
): ListFiltersView {
  const { list, filter, applied } = snapshot;
  const { onScoresChange, stats, messages, language } = options;
  const scoresKey = (options.scores ?? []).join();
  useEffect(() => {
    store.filterScores(scoresKey ? scoresKey.split(",").map(Number) : []);
  }, [store, scoresKey]);

  const application = useMemo(() => filterApplication(filter, applied), [filter, applied]);
  const local = filtersLocally(application);
  const items = useMemo(() => locallyFiltered(list.items, filter, application), [list.items, filter, application]);
  const shown = useMemo(() => (items === list.items ? list : { ...list, items: [...items] }), [list, items]);
  const complete = list.page > 0 && !list.hasMore && !list.loading && !list.failed;
  const filtered = hasFilter(filter);
  const count = filtered ? filteredCount(application, items.length, complete) : filteredTotal(list, stats);
  const tagLabels = list.tags.map((code) => stats.find((tag) => tag.code === code)?.shortComment ?? code);
  const line = filterLine({ filter, tagLabels, count }, messages, language);
  // One array per set of words, so a new page does not re-render every card.
  const wordsKey = application.words.join("\n");
  const marks = useMemo(() => (wordsKey ? wordsKey.split("\n") : NO_MARKS), [wordsKey]);
  const search = useCallback((query: string) => store.search(query), [store]);
  const clear = useCallback(() => {
    store.clearFilters();
    onScoresChange?.([]);
  }, [store, onScoresChange]);
  return {
    shown,
    headerTotal: count,
    line,
    local,
    marks,
    noMatches: hasFilter(filter, list.tags) && complete && items.length === 0,
    search,
    clear,
  };
}
