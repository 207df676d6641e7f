import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import type { Dispatch } from "react";
import type { ReviewAnswer } from "@sxz/contract";
import type { ListApi } from "../../api/list";
import { canLoadNext, initialListState, listReducer, PAGE_SIZE } from "../../model/list-state";
import type { ListAction, ListState } from "../../model/list-state";
import { NEAR_BOTTOM_DEFAULT_PX, nearBottomMargin } from "../../model/list-position";

export interface PageSource {
  api: ListApi;
  mode: "resource" | "mine";
  resourceId: string;
  moduleId: string;
  /** How far below the visible area (px) the sentinel starts the next load ("near the bottom"). */
  nearBottomPx?: number;
}

export interface ReviewPages {
  state: ListState<ReviewAnswer>;
  dispatch: Dispatch<ListAction<ReviewAnswer>>;
  /** Always the latest state, for handlers that must not be re-created on every change. */
  stateRef: { readonly current: ListState<ReviewAnswer> };
  /** Loads the next page unless one is in flight or none is left (RW-ST-9); `retry` also after a failure. */
  loadNext: (retry?: boolean) => void;
  /** Observe this element: when it comes near the viewport the next page loads. */
  sentinelRef: (element: HTMLElement | null) => void;
}

/**
 * Paged loading of the list: page 1 on every restart (filter, sort, reloadKey), the next page when the
 * sentinel nears the viewport or "load more" is pressed, never two requests at once, answers of an older
 * filter dropped. Follows the server's nextCursor when it gives one, so deep pages cost the same.
 */
export function useReviewPages(source: PageSource, restartKey: string): ReviewPages {
  const [state, dispatch] = useReducer(listReducer<ReviewAnswer>, undefined, () => initialListState<ReviewAnswer>());
  const stateRef = useRef(state);
  const loadingGeneration = useRef<number | null>(null);
  const cursor = useRef<{ generation: number; value: string | null }>({ generation: -1, value: null });
  const sentinelVisible = useRef(false);
  const sourceRef = useRef(source);

  useLayoutEffect(() => {
    stateRef.current = state;
    sourceRef.current = source;
  });

  const loadNext = useCallback((retry = false) => {
    const current = stateRef.current;
    const { generation } = current;
    if (loadingGeneration.current === generation) return;
    if (!(retry ? current.hasMore : canLoadNext(current))) return;
    loadingGeneration.current = generation;
    const page = current.page + 1;
    const after = cursor.current.generation === generation ? cursor.current.value : null;
    const { api, mode, resourceId, moduleId } = sourceRef.current;
    dispatch({ type: "loadStarted" });
    const request =
      mode === "mine"
        ? api.queryMyMessages({ page, pageSize: PAGE_SIZE, cursor: after })
        : api.queryMessages({ resourceId, moduleId, page, pageSize: PAGE_SIZE, tags: current.tags, sort: current.sort, cursor: after });
    request.then(
      (result) => {
        if (loadingGeneration.current === generation) loadingGeneration.current = null;
        cursor.current = { generation, value: result.nextCursor };
        dispatch({ type: "pageLoaded", generation, page, items: result.scoreInfoList, total: result.totalCount, hasMore: result.hasMore });
      },
      () => {
        if (loadingGeneration.current === generation) loadingGeneration.current = null;
        dispatch({ type: "loadFailed", generation });
      },
    );
  }, []);

  // Restart at page 1 whenever what is listed changes (RW-ST-9).
  const firstKey = useRef(restartKey);
  useEffect(() => {
    if (firstKey.current === restartKey) return;
    firstKey.current = restartKey;
    dispatch({ type: "restart" });
  }, [restartKey]);

  // Page 1 of every generation, and the next page while the sentinel stays in view after a short page.
  useEffect(() => {
    if (state.page === 0 || sentinelVisible.current) loadNext();
  }, [state.generation, state.page, state.loading, loadNext]);

  const observer = useRef<IntersectionObserver | null>(null);
  const rootMargin = nearBottomMargin(source.nearBottomPx ?? NEAR_BOTTOM_DEFAULT_PX);
  const sentinelRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      sentinelVisible.current = false;
      if (!element || typeof IntersectionObserver === "undefined") return;
      observer.current = new IntersectionObserver(
        (entries) => {
          sentinelVisible.current = entries.some((entry) => entry.isIntersecting);
          if (sentinelVisible.current) loadNext();
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [loadNext, rootMargin],
  );

  return { state, dispatch, stateRef, loadNext, sentinelRef };
}
