import { useSyncExternalStore } from "react";
import { lazyStyles } from "./lazy-part";

const none: readonly string[] = [];

/**
 * The styles of the parts loaded on use, rendered in the widget's style root (the shadow root of `<sxz-score>`,
 * the host's document for the React component) after the eager styles: one `<style>` per part, added when its
 * chunk arrives and kept.
 */
export function LazyStyles() {
  const css = useSyncExternalStore(lazyStyles.subscribe, lazyStyles.current, () => none);
  return (
    <>
      {css.map((text, index) => (
        <style key={index}>{text}</style>
      ))}
    </>
  );
}
