import { useEffect } from "react";
import type { ReviewAnswer } from "@sxz/contract";
import type { ListState } from "../../model/list-state";
import type { ReviewListProps } from "./review-list-props";

/** What the list tells its host as it loads: its first page shown, its first page failed, its total. */
export function useListSignals(
  list: ListState<ReviewAnswer>,
  firstPageShown: boolean,
  firstPageFailed: boolean,
  props: ReviewListProps,
) {
  const { onFirstPageShown, onFirstPageFailed, onTotalChange } = props;
  useEffect(() => {
    if (firstPageShown) onFirstPageShown?.();
  }, [firstPageShown, onFirstPageShown]);
  useEffect(() => onFirstPageFailed?.(firstPageFailed), [firstPageFailed, onFirstPageFailed]);
  // The spec's total: of the whole list, whatever is filtered.
  useEffect(() => {
    if (list.page > 0) onTotalChange?.(list.total);
  }, [list.total, list.page, onTotalChange]);
}
