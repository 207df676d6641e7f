import { useEffect, useRef } from "react";
import type { RefObject } from "react";
import type { OpaqueId, ReviewAnswer } from "@sxz/contract";
import type { ListState } from "../../model/list-state";
import { activeElementOf } from "../../dom/focus";

/**
 * "Load more" pressed by hand: once the page arrives, focus its first review, where reading continues. Also when
 * the page was already on its way (scrolling the button into view starts it) and when it loads while the button
 * has focus: the footer is replaced by the page's cards, and focus must not fall back to the document.
 * Returns what the button runs.
 */
export function useLoadMoreFocus(
  list: ListState<ReviewAnswer>,
  rootRef: RefObject<HTMLElement | null>,
  focusCard: (id: OpaqueId) => void,
  loadNext: (retry: boolean) => void,
): () => void {
  const focusFromIndex = useRef<number | null>(null);
  useEffect(() => {
    if (!list.loading || focusFromIndex.current !== null || !rootRef.current) return;
    if (activeElementOf(rootRef.current)?.closest(".sxz-footer")) focusFromIndex.current = list.items.length;
  }, [list.loading, list.items.length, rootRef]);
  useEffect(() => {
    const from = focusFromIndex.current;
    if (from === null || list.loading) return;
    focusFromIndex.current = null;
    const first = list.items[from];
    if (first) focusCard(first.id);
  }, [list.items, list.loading, focusCard]);
  return () => {
    focusFromIndex.current ??= list.items.length;
    loadNext(true);
  };
}
