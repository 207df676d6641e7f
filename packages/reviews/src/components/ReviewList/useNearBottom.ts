import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { nearBottomMargin } from "../../model/list-position";

/**
 * Observe the returned ref's element: `onNear` runs when it comes within `px` of the viewport, and again after
 * every change of `progress` while it stays there (a short page leaves the sentinel in view).
 */
export function useNearBottom(
  px: number,
  onNear: () => void,
  progress: unknown,
): (element: HTMLElement | null) => void {
  const visible = useRef(false);
  const near = useRef(onNear);
  useLayoutEffect(() => {
    near.current = onNear;
  });
  useEffect(() => {
    if (visible.current) near.current();
  }, [progress]);
  const rootMargin = nearBottomMargin(px);
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      visible.current = false;
      if (!element || typeof IntersectionObserver === "undefined") return;
      observer.current = new IntersectionObserver(
        (entries) => {
          visible.current = entries.some((entry) => entry.isIntersecting);
          if (visible.current) near.current();
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [rootMargin],
  );
}
