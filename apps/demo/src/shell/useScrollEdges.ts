import { useEffect, useState } from "react";
import type { RefObject } from "react";

export interface ScrollEdges {
  /** More content hides beyond the reading start (left in English, right in Arabic). */
  start: boolean;
  /** More content hides beyond the reading end. */
  end: boolean;
}

/**
 * Which edges of a horizontally scrolling element hide content, kept up to date on scroll and resize. Chromium
 * counts scrollLeft from 0 towards negative values in right-to-left text, so the distance is taken as absolute.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const travelled = Math.abs(element.scrollLeft);
      const next = { start: hidden > 1 && travelled > 1, end: hidden > 1 && travelled < hidden - 1 };
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
