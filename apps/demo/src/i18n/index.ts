import type { Language } from "@sxz/contract";
import ar_SA from "./ar_SA";
import en_US from "./en_US";
import zh_CN from "./zh_CN";
import type { DemoTexts } from "./texts";

export type { DemoTexts } from "./texts";

/**
 * The demo's own pages are written in English, Chinese and Arabic (the right-to-left case); the other nine
 * languages show the English page texts while the widget and the client layer (which carry all twelve) switch
 * fully.
 */
const catalogues: Partial<Record<Language, DemoTexts>> = { en_US, zh_CN, ar_SA };

export function textsFor(language: Language): DemoTexts {
  return catalogues[language] ?? en_US;
}

/** The language the page texts are actually written in (for the `lang` of the page's own text). */
export function textLanguage(language: Language): Language {
  return catalogues[language] ? language : "en_US";
}

/** Fills `{name}` placeholders (the rule every package shares). */
export { interpolate as fill } from "@sxz/contract";

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh_CN: "简体中文",
  en_US: "English",
  es_ES: "Español",
  ru_RU: "Русский",
  ar_SA: "العربية",
  de_DE: "Deutsch",
  pl_PL: "Polski",
  tr_TR: "Türkçe",
  fr_FR: "Français",
  pt_BR: "Português (Brasil)",
  ko_KR: "한국어",
  ja_JP: "日本語",
};
