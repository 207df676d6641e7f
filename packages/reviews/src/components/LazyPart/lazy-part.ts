/**
 * A part of the widget that is not needed to paint the summary and the first page of reviews (the rating dialog,
 * the list's editors, menus and confirmations): its code and styles are a chunk of their own, fetched on use or
 * ahead of it (`prefetch.ts`). Framework-free, so it works the same under React and `preact/compat`.
 *
 * Not `React.lazy`: a lazy component that failed to load keeps throwing its error forever, while a part whose
 * chunk could not be fetched (a network drop) must be fetched again on the next attempt.
 */
export interface LazyModule {
  /** The part's styles, added to the widget's style root once the chunk is in (`LazyStyles`). */
  css: string;
}

export interface LazyPart<M extends LazyModule> {
  /** The chunk's module: the one fetch under way, or a new one after a failure. */
  load(): Promise<M>;
  /** The module once loaded, else null. */
  current(): M | null;
  subscribe(listener: () => void): () => void;
}

export function createLazyPart<M extends LazyModule>(fetchModule: () => Promise<M>): LazyPart<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (loaded) return Promise.resolve(loaded);
      pending ??= fetchModule().then(
        (module) => {
          loaded = module;
          pending = null;
          for (const listener of [...listeners]) listener();
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
