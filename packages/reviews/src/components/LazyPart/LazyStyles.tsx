import type { LazyModule, LazyPart } from "./lazy-part";
import { useLazyPart } from "./useLazyPart";

/**
 * The styles of parts loaded on use, in the style root that renders this (the shadow root of `<sxz-score>`, the
 * host's document for the React components), at the place of the cascade they belong to: one `<style>` per part,
 * added when its chunk arrives and kept. `parts` must be stable.
 */
export function LazyStyles({ parts }: { parts: readonly LazyPart<LazyModule>[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <PartStyles key={index} part={part} />
      ))}
    </>
  );
}

function PartStyles({ part }: { part: LazyPart<LazyModule> }) {
  const module = useLazyPart(part);
  return module ? <style>{module.css}</style> : null;
}
