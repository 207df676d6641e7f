import { useEffect, useRef } from "react";
import { targetReviewId } from "../../model/list-position";
import type { ListFocus } from "./useListFocus";

/**
 * scoreId, or a link back to a review (report: #sxz-review-<id>): bring that card into view once it is loaded,
 * once per target, so later pages and re-renders never pull the reader back.
 */
export function useReviewTarget(
  scoreId: number | string | undefined,
  items: readonly unknown[],
  focus: ListFocus,
): void {
  const target = targetReviewId(scoreId, window.location.hash);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (target === null || shown.current === target) return;
    const card = focus.card(target, { preventScroll: true });
    if (card) {
      shown.current = target;
      card.scrollIntoView?.({ block: "center" });
    }
  }, [items, target, focus]);
}
