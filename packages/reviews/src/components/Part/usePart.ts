import { useSyncExternalStore } from "react";
import type { Part, PartModule } from "../../part";

/** The part's module once its chunk is loaded (re-renders then), else null; starts no fetch. */
export function usePart<M extends PartModule>(part: Part<M>): M | null {
  return useSyncExternalStore(part.subscribe, part.current, () => null);
}
