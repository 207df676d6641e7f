import { useState } from "react";
import { useBrowserLayoutEffect } from "../../dom/useBrowserLayoutEffect";
import { watchSize } from "../../dom/size-watch";
import type { RefObject } from "react";
import { RATING_LIMITS } from "../../model/limits";

export type Layout = "desktop" | "mobile";

/** Desktop or mobile from a width: mobile below 480 px (RW-K-3). */
export function layoutForWidth(width: number): Layout {
  return width > 0 && width < RATING_LIMITS.mobileBreakpointPx ? "mobile" : "desktop";
}

/**
 * The layout follows the widget's OWN width (a narrow sidebar on a wide screen is mobile), watched with a
 * ResizeObserver; isMobile forces mobile. The observer's first report comes after the browser lays the new widget
 * out and before it paints (`watchSize`), so the first frame already has the right layout and mounting reads no
 * geometry inside the script (which would lay out the page before the first calls leave).
 */
export function useWidgetLayout(root: RefObject<HTMLElement | null>, forceMobile: boolean): Layout {
  const [measured, setMeasured] = useState<Layout>("desktop");
  useBrowserLayoutEffect(() => {
    const node = root.current;
    if (!node || forceMobile) return;
    const stop = watchSize(node, { read: (entry) => layoutForWidth(entry.contentRect.width), apply: setMeasured });
    if (stop) return stop;
    // Without ResizeObserver: measured here, at the price of a layout.
    setMeasured(layoutForWidth(node.getBoundingClientRect().width));
    return undefined;
  }, [root, forceMobile]);
  return forceMobile ? "mobile" : measured;
}
