import { useSyncExternalStore } from "react";
import type { LazyModule, LazyPart } from "./lazy-part";

/** The part's module once its chunk is loaded (re-renders then), else null; starts no fetch. */
export function useLazyPart<M extends LazyModule>(part: LazyPart<M>): M | null {
  return useSyncExternalStore(part.subscribe, part.current, () => null);
}
