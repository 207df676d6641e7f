/** Retry delays of scrollToScore=1 (RW-SCR-2): the page may still be laying out when the widget mounts. */
export const SCROLL_RETRIES_MS = [300, 400] as const;

export interface ScrollTarget {
  /** The widget's own element. */
  widget: Element;
  /** scrollDom attribute: a CSS selector of the scrolling container (default: the page). */
  scrollDom?: string;
  /** scoreFixedId attribute: id of the element to bring into view instead of the widget. */
  scoreFixedId?: string;
}

function scrollOnce({ widget, scrollDom, scoreFixedId }: ScrollTarget): void {
  const doc = widget.ownerDocument;
  const target = (scoreFixedId && doc.getElementById(scoreFixedId)) || widget;
  let container: Element | null = null;
  try {
    container = scrollDom ? doc.querySelector(scrollDom) : null;
  } catch {
    // An invalid selector from the host: fall back to scrolling the page.
  }
  if (container) {
    const offset = target.getBoundingClientRect().top - container.getBoundingClientRect().top;
    container.scrollTo?.({ top: container.scrollTop + offset, behavior: "auto" });
  } else {
    target.scrollIntoView?.({ block: "start", behavior: "auto" });
  }
}

/**
 * Scrolls to the widget now and again at 300 ms and 400 ms (RW-SCR-2), for a page address with `scrollToScore=1`
 * (`asksToScroll`, checked before this module is fetched). Returns a function that cancels the pending retries.
 */
export function scrollToScore(
  target: ScrollTarget,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  cancel: (id: unknown) => void = (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
): () => void {
  scrollOnce(target);
  const timers = SCROLL_RETRIES_MS.map((ms) => schedule(() => scrollOnce(target), ms));
  return () => timers.forEach(cancel);
}
