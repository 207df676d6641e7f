import { useEffect, useLayoutEffect, useState } from "preact/hooks";

/**
 * `useSyncExternalStore` on Preact's hooks (the strategy of React's own `use-sync-external-store` shim, as
 * `preact/compat` has it): render with the snapshot read now; after committing, and whenever the store says it
 * changed, read it again and render once more if it differs (`Object.is`). The subscription is made after
 * paint, so a change between the render and the subscription is caught by the check made on subscribing.
 * Client only: the server snapshot argument is accepted and unused.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  _getServerSnapshot?: () => T,
): T {
  const value = getSnapshot();
  // One object per hook, kept across renders: the last rendered value and the snapshot function to read again.
  const [{ store }, rerender] = useState(() => ({ store: { value, getSnapshot } }));

  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (snapshotChanged(store)) rerender({ store });
  }, [store, subscribe, value, getSnapshot]);

  useEffect(() => {
    const check = () => {
      if (snapshotChanged(store)) rerender({ store });
    };
    check();
    return subscribe(check);
  }, [store, subscribe]);

  return value;
}

function snapshotChanged<T>(store: { value: T; getSnapshot: () => T }): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    // A snapshot that throws now is rendered again, so the error surfaces in render as React would raise it.
    return true;
  }
}
