import type { Language } from "@sxz/contract";
import { loadOnce } from "../api/load-once";

/**
 * One load per language and page: the pending or loaded result is shared by every caller. A failed load (network
 * blip, deploy in progress) is forgotten, so the next call tries again.
 */
export function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const loads = new Map<Language, () => Promise<T>>();
  return (language) => {
    let once = loads.get(language);
    if (!once) loads.set(language, (once = loadOnce(() => load(language))));
    return once();
  };
}
