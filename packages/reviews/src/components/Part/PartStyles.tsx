import type { Part, PartModule } from "../../part";
import { usePart } from "./usePart";

/**
 * The styles of parts loaded on use, in the style root that renders this (the shadow root of `<sxz-score>`, the
 * host's document for the React components), at the place of the cascade they belong to: one `<style>` per part,
 * added when its chunk arrives and kept. `parts` must be stable.
 */
export function PartStyles({ parts }: { parts: readonly Part<PartModule>[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <OnePartStyles key={index} part={part} />
      ))}
    </>
  );
}

function OnePartStyles({ part }: { part: Part<PartModule> }) {
  const module = usePart(part);
  return module ? <style>{module.css}</style> : null;
}
