import { useState } from "react";
import { useBrowserLayoutEffect } from "../../dom/useBrowserLayoutEffect";
import type { RefObject } from "react";
import { RATING_LIMITS } from "../../model/limits";

export type Layout = "desktop" | "mobile";

/** Desktop or mobile from a width: mobile below 480 px (RW-K-3). */
export function layoutForWidth(width: number): Layout {
  return width > 0 && width < RATING_LIMITS.mobileBreakpointPx ? "mobile" : "desktop";
}

/**
 * The layout follows the widget's OWN width (a narrow sidebar on a wide screen is mobile), watched with a
 * ResizeObserver; isMobile forces mobile.
 */
export function useWidgetLayout(root: RefObject<HTMLElement | null>, forceMobile: boolean): Layout {
  const [measured, setMeasured] = useState<Layout>("desktop");
  useBrowserLayoutEffect(() => {
    const node = root.current;
    if (!node || forceMobile) return;
    setMeasured(layoutForWidth(node.getBoundingClientRect().width));
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setMeasured(layoutForWidth(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [root, forceMobile]);
  return forceMobile ? "mobile" : measured;
}
