import type { Language } from "@sxz/contract";
import { loadOnUse } from "@sxz/client/on-use";

/**
 * The widget's way to load something on use (a part): code and styles in a chunk of their own, a locale's texts,
 * the draft pictures' store. `loadPart` is the kit's one on-demand loader (`loadOnUse` of `@sxz/client/on-use`,
 * which the client's services use too): one load shared among every caller (the load under way or its result); a
 * failed load (a chunk that could not be fetched, a network drop) is forgotten, so the next call tries again
 * instead of failing for the page's life. `createPart` adds what a view needs to render a part once it is in.
 * Framework-free, so the stores, the texts and the components use the same helper under React and Preact.
 */
export function loadPart<T>(load: () => Promise<T>): () => Promise<T> {
  return loadOnUse(load, (loaded) => loaded);
}

/** What a rendered part's chunk exports at least. */
export interface PartModule {
  /** The part's styles, added to the widget's style root once the chunk is in (`PartStyles`). */
  css: string;
}

/**
 * A part of the widget that is not needed to paint the summary and the first page of reviews (the rating dialog,
 * the list's editors, menus and confirmations): its code and styles are a chunk of their own, fetched on use or
 * ahead of it (`components/Part/prefetch.ts`).
 *
 * Not `React.lazy`: a lazy component that failed to load keeps throwing its error forever, while a part whose
 * chunk could not be fetched (a network drop) must be fetched again on the next attempt.
 */
export interface Part<M extends PartModule> {
  /** The chunk's module: the one fetch under way, or a new one after a failure. */
  load(): Promise<M>;
  /** The module once loaded, else null. */
  current(): M | null;
  subscribe(listener: () => void): () => void;
}

export function createPart<M extends PartModule>(fetchModule: () => Promise<M>): Part<M> {
  let loaded: M | null = null;
  const listeners = new Set<() => void>();
  const load = loadPart(() =>
    fetchModule().then((module) => {
      loaded = module;
      for (const listener of [...listeners]) listener();
      return module;
    }),
  );
  return {
    load: () => (loaded ? Promise.resolve(loaded) : load()),
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A part's code with the texts it shows, in one language. */
export type WithTexts<M extends PartModule, T> = M & { texts: T };

/**
 * A part that shows texts: its code (one chunk for the page) and its texts in the language of the widget that
 * uses it (one chunk per language) are fetched together, so opening it costs one round trip. A page can hold
 * widgets in several languages and they share the part's code: one `Part` per language, each loaded and
 * retried on its own.
 */
export function createPartWithTexts<M extends PartModule, T>(
  fetchModule: () => Promise<M>,
  fetchTexts: (language: Language) => Promise<T>,
): (language: Language) => Part<WithTexts<M, T>> {
  const parts = new Map<Language, Part<WithTexts<M, T>>>();
  return (language) => {
    let part = parts.get(language);
    if (!part) {
      part = createPart(() =>
        Promise.all([fetchModule(), fetchTexts(language)]).then(([module, texts]) => ({ ...module, texts })),
      );
      parts.set(language, part);
    }
    return part;
  };
}
