import { useReducer, useRef, useSyncExternalStore } from "react";
import { useBrowserLayoutEffect } from "./useBrowserLayoutEffect";
import type { Store } from "../controller/store";

/**
 * A store's snapshot for a component: `useSyncExternalStore`, plus a listener added in the commit that mounts the
 * component. The light build's `useSyncExternalStore` (`light/`, as preact/compat's) subscribes in a plain effect,
 * which Preact runs only after the next paint (a frame and a timer later, longer on a busy page): the first calls'
 * answers, taken by the stores right after mounting, waited for that before they showed. The early listener renders a change as soon as it
 * happens; under React both listeners' updates land in the same render.
 */
export function useStoreSnapshot<S>(store: Store<S>): S {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const shown = useRef(state);
  useBrowserLayoutEffect(() => {
    shown.current = state;
  });
  useBrowserLayoutEffect(() => {
    const check = () => {
      if (store.getState() !== shown.current) changed();
    };
    check();
    return store.subscribe(check);
  }, [store]);
  return state;
}
