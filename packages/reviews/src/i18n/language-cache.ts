import type { Language } from "@sxz/contract";
import { loadOnce } from "../api/load-once";

/** One load per language and page (`loadOnce`: shared by every caller, tried again after a failure). */
export function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const loads = new Map<Language, () => Promise<T>>();
  return (language) => {
    let once = loads.get(language);
    if (!once) loads.set(language, (once = loadOnce(() => load(language))));
    return once();
  };
}
