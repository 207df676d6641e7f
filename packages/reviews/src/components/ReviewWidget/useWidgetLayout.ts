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
 * ResizeObserver; isMobile forces mobile. The width is read once as the widget mounts, while it holds only its
 * skeleton (one small layout): the observer's first report alone came after the first paint on a phone page, whose
 * first frame then showed the desktop layout and shifted. Later changes come from the observer (`watchSize`).
 */
export function useWidgetLayout(root: RefObject<HTMLElement | null>, forceMobile: boolean): Layout {
  const [measured, setMeasured] = useState<Layout>("desktop");
  useBrowserLayoutEffect(() => {
    const node = root.current;
    if (!node || forceMobile) return;
    setMeasured(layoutForWidth(node.getBoundingClientRect().width));
    const stop = watchSize(node, { read: (entry) => layoutForWidth(entry.contentRect.width), apply: setMeasured });
    return stop ?? undefined;
  }, [root, forceMobile]);
  return forceMobile ? "mobile" : measured;
}
