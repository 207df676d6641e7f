import type { Language } from "@sxz/contract";

/**
 * One load per language and page: the pending or loaded result is shared by every caller. A failed load (network
 * blip, deploy in progress) is forgotten, so the next call tries again.
 */
export function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const cache = new Map<Language, Promise<T>>();
  return (language) => {
    let pending = cache.get(language);
    if (!pending) {
      pending = load(language);
      pending.catch(() => cache.delete(language));
      cache.set(language, pending);
    }
    return pending;
  };
}
