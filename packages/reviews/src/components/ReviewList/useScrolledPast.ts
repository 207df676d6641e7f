import { useCallback, useRef, useState } from "react";

/**
 * Whether the reader has scrolled past the element: an IntersectionObserver entry with the whole box above the
 * viewport. Observing stops there. Without IntersectionObserver it is true from the start.
 */
export function useScrolledPast(): [(element: HTMLElement | null) => void, boolean] {
  const [past, setPast] = useState(() => typeof IntersectionObserver === "undefined");
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const watching = new IntersectionObserver((entries) => {
      const above = entries.some(
        (entry) => !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0),
      );
      if (!above) return;
      watching.disconnect();
      setPast(true);
    });
    watching.observe(element);
    observer.current = watching;
  }, []);
  return [ref, past];
}
