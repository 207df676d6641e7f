import { useEffect } from "react";
import type { RefObject } from "react";
import type { Part, PartModule } from "../../part";

type AnyPart = Part<PartModule>;

const quietly = (part: AnyPart) => {
  // A prefetch that fails says nothing: the part is fetched again when used, and that attempt reports.
  part.load().catch(() => {});
};

/**
 * Fetches the parts once the widget's first content is painted and the browser is idle, so a click almost never
 * waits for them. Returns a cancel function (the widget went away first).
 */
export function prefetchWhenIdle(parts: readonly AnyPart[]): () => void {
  if (typeof window === "undefined") return () => {};
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame that paints the content first, then a task after it, then the browser's next idle period.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (cancelled) return;
      const run = () => {
        if (!cancelled) parts.forEach(quietly);
      };
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: 3000 });
      else timer = setTimeout(run, 200);
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** A control that announces the use of a part: pointing at it or focusing it starts the part's fetch. */
export type Intent = readonly [selector: string, part: AnyPart];

/**
 * Starts fetching a part when the pointer enters or focus reaches one of its controls inside `root` (one listener
 * pair on the root for every control, present or later rendered). `intents` must be stable.
 */
export function useIntentPrefetch(root: RefObject<HTMLElement | null>, intents: readonly Intent[]): void {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onIntent = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      for (const [selector, part] of intents) if (!part.current() && target.closest(selector)) quietly(part);
    };
    node.addEventListener("pointerover", onIntent);
    node.addEventListener("focusin", onIntent);
    return () => {
      node.removeEventListener("pointerover", onIntent);
      node.removeEventListener("focusin", onIntent);
    };
  }, [root, intents]);
}
