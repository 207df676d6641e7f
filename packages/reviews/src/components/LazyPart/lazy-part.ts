import type { Language } from "@sxz/contract";

/**
 * A part of the widget that is not needed to paint the summary and the first page of reviews (the rating dialog,
 * the list's editors, menus and confirmations): its code and styles are a chunk of their own, fetched on use or
 * ahead of it (`prefetch.ts`). Framework-free, so it works the same under React and Preact.
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

/** A part's code with the texts it shows, in one language. */
export type WithTexts<M extends LazyModule, T> = M & { texts: T };

/**
 * A part that shows texts: its code (one chunk for the page) and its texts in the language of the widget that
 * uses it (one chunk per language) are fetched together, so opening it costs one round trip. A page can hold
 * widgets in several languages and they share the part's code: one `LazyPart` per language, each loaded and
 * retried on its own.
 */
export function createPartWithTexts<M extends LazyModule, T>(
  fetchModule: () => Promise<M>,
  fetchTexts: (language: Language) => Promise<T>,
): (language: Language) => LazyPart<WithTexts<M, T>> {
  const parts = new Map<Language, LazyPart<WithTexts<M, T>>>();
  return (language) => {
    let part = parts.get(language);
    if (!part) {
      part = createLazyPart(() => Promise.all([fetchModule(), fetchTexts(language)]).then(([module, texts]) => ({ ...module, texts })));
      parts.set(language, part);
    }
    return part;
  };
}
