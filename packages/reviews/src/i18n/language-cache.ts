import type { Language } from "@sxz/contract";
import { loadPart } from "../part";

/** One load per language and page (`loadPart`: shared by every caller, tried again after a failure). */
export function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const loads = new Map<Language, () => Promise<T>>();
  return (language) => {
    let once = loads.get(language);
    if (!once) loads.set(language, (once = loadPart(() => load(language))));
    return once();
  };
}
