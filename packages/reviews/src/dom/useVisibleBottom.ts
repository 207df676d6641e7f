import { useEffect } from "react";
import type { RefObject } from "react";

/**
 * Keeps an element fixed to the bottom of the layout viewport inside what the reader sees. An on-screen keyboard or a
 * pinch-zoom shrinks only the visual viewport (`window.visualViewport`): the element's `bottom` is raised by the part
 * of the layout viewport it covers, and its height held to the visible height (it scrolls within), again on every
 * resize and scroll of the visual viewport. Without `visualViewport` (older browsers) the element stays at `bottom: 0`.
 */
export function useVisibleBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const viewport = typeof window === "undefined" ? undefined : window.visualViewport;
    if (!element || !viewport) return;
    const place = () => {
      const covered = Math.max(0, window.innerHeight - viewport.offsetTop - viewport.height);
      element.style.bottom = `${Math.round(covered)}px`;
      element.style.maxBlockSize = `${Math.floor(viewport.height)}px`;
    };
    place();
    viewport.addEventListener("resize", place);
    viewport.addEventListener("scroll", place);
    return () => {
      viewport.removeEventListener("resize", place);
      viewport.removeEventListener("scroll", place);
    };
  }, [ref]);
}
