// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** The 12 interface languages (CL-K-2, RW-3); the first is the default. */
export const LANGUAGES = [
  "zh_CN",
  "en_US",
  "es_ES",
  "ru_RU",
  "ar_SA",
  "de_DE",
  "pl_PL",
  "tr_TR",
  "fr_FR",
  "pt_BR",
  "ko_KR",
  "ja_JP",
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh_CN";
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
