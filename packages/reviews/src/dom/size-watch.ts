import { flushSync } from "react-dom";

/**
 * What a component wants to know about an element's box: `read` runs in a ResizeObserver callback, where the
 * browser has just laid the page out, so reading geometry there costs nothing; `apply` gets what was read.
 */
export interface SizeWatch<T> {
  read: (entry: ResizeObserverEntry) => T;
  apply: (value: T) => void;
}

interface Watcher {
  Observer: typeof ResizeObserver;
  observer: ResizeObserver;
  watches: Map<Element, SizeWatch<unknown>>;
}

let watcher: Watcher | null = null;

/**
 * One ResizeObserver for every watched element of the page. The browser calls it after laying the page out and
 * before painting, and again for an element it sees for the first time. All reads happen first, then all updates
 * in one synchronous render (`flushSync`: React would otherwise render them after the paint; under preact/compat
 * it renders in the microtask that follows, still before the paint). So measuring what the first render shows
 * forces no layout of its own — reading `scrollHeight` in a layout effect would lay out the whole widget inside
 * the script — and no reading waits behind another element's update.
 */
function sharedWatcher(): Watcher | null {
  if (typeof ResizeObserver === "undefined") return null;
  if (watcher?.Observer === ResizeObserver) return watcher;
  const watches = new Map<Element, SizeWatch<unknown>>();
  const observer = new ResizeObserver((entries) => {
    const read: Array<[SizeWatch<unknown>, unknown]> = [];
    for (const entry of entries) {
      const watch = watches.get(entry.target);
      if (watch) read.push([watch, watch.read(entry)]);
    }
    if (read.length > 0) flushSync(() => read.forEach(([watch, value]) => watch.apply(value)));
  });
  watcher = { Observer: ResizeObserver, observer, watches };
  return watcher;
}

/**
 * Watches `element`'s box until the returned function is called; the first report comes before the element is
 * first painted. Returns null where there is no ResizeObserver (the caller then measures as it can).
 */
export function watchSize<T>(element: Element, watch: SizeWatch<T>): (() => void) | null {
  const shared = sharedWatcher();
  if (!shared) return null;
  shared.watches.set(element, watch as SizeWatch<unknown>);
  shared.observer.observe(element);
  return () => {
    if (shared.watches.get(element) !== watch) return;
    shared.watches.delete(element);
    shared.observer.unobserve(element);
  };
}
