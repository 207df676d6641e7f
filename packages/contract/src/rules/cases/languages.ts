// The language rule's table of cases. Every package that picks a language runs it through its own entry point,
// so the client layer, the widget, the demo and the server cannot drift apart.
import type { Language } from "../../constants/languages";
import type { LanguageSources } from "../languages";

export interface LanguageCase {
  name: string;
  sources: LanguageSources;
  expected: Language;
}

export const LANGUAGE_CASES: readonly LanguageCase[] = [
  { name: "nothing given: the default", sources: {}, expected: "zh_CN" },
  { name: "exact code in the query", sources: { query: "en_US" }, expected: "en_US" },
  { name: "query in another case and with a hyphen", sources: { query: "pt-br" }, expected: "pt_BR" },
  { name: "bare primary language in the query", sources: { query: "de" }, expected: "de_DE" },
  { name: "primary language with an unsupported region", sources: { query: "fr-CA" }, expected: "fr_FR" },
  { name: "cookie alias cn", sources: { cookie: "cn" }, expected: "zh_CN" },
  { name: "cookie alias en", sources: { cookie: "en" }, expected: "en_US" },
  { name: "query beats the cookie", sources: { query: "ja_JP", cookie: "en" }, expected: "ja_JP" },
  {
    name: "explicit choice beats query and cookie",
    sources: { explicit: "ar_SA", query: "ja_JP", cookie: "en" },
    expected: "ar_SA",
  },
  {
    name: "an unsupported query falls through to the cookie",
    sources: { query: "xx_YY", cookie: "ko_KR" },
    expected: "ko_KR",
  },
  {
    name: "an unsupported explicit value falls through to the query",
    sources: { explicit: "klingon", query: "tr" },
    expected: "tr_TR",
  },
  { name: "an empty query falls through", sources: { query: "", cookie: "ru_RU" }, expected: "ru_RU" },
  { name: "markup is never a language", sources: { query: "<script>", cookie: "es" }, expected: "es_ES" },
  { name: "a path is never a language", sources: { query: "../../etc/passwd" }, expected: "zh_CN" },
  { name: "an overlong value is never a language", sources: { query: "en_US_extra_values_here" }, expected: "zh_CN" },
  { name: "surrounding spaces are ignored", sources: { query: "  pl_PL " }, expected: "pl_PL" },
];

/** [language, direction] for the right-to-left rule (RW-3). */
export const DIRECTION_CASES: readonly (readonly [Language, "ltr" | "rtl"])[] = [
  ["ar_SA", "rtl"],
  ["zh_CN", "ltr"],
  ["en_US", "ltr"],
  ["tr_TR", "ltr"],
];
