/**
 * The smallest external store: immutable snapshots, synchronous updates, listeners told after each change.
 * React reads it with `useSyncExternalStore(store.subscribe, store.getState)`, Preact the same way.
 */
export interface Store<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

export interface WritableStore<S> extends Store<S> {
  set(next: S): void;
}

export function createStore<S>(initial: S): WritableStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}
