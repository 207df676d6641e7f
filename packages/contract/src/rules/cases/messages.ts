// The message rule's table of cases: interpolation and plural forms, run by every package's message formatter.
import type { Language } from "../../constants/languages";
import type { MessageParams, PluralForms } from "../messages";

export interface InterpolationCase {
  name: string;
  template: string;
  params: MessageParams;
  expected: string;
}

export const INTERPOLATION_CASES: readonly InterpolationCase[] = [
  { name: "one placeholder", template: "Hello {name}", params: { name: "Ada" }, expected: "Hello Ada" },
  { name: "numbers become text", template: "{count} of {max}", params: { count: 3, max: 200 }, expected: "3 of 200" },
  { name: "a missing parameter stays visible", template: "at most {max}", params: {}, expected: "at most {max}" },
  { name: "a parameter repeated", template: "{a}-{a}", params: { a: "x" }, expected: "x-x" },
  { name: "the value is not read as a template", template: "{a}", params: { a: "{b}", b: "no" }, expected: "{b}" },
  { name: "inherited names are not parameters", template: "{toString}", params: {}, expected: "{toString}" },
  {
    name: "markup in a value is kept as it is (escaping is the renderer's job)",
    template: "by {name}",
    params: { name: "<b>x</b>" },
    expected: "by <b>x</b>",
  },
];

/** [language, n, CLDR category] — both the built-in rules and Intl.PluralRules must give these. */
export const PLURAL_CASES: readonly (readonly [Language, number, string])[] = [
  ["en_US", 1, "one"],
  ["en_US", 0, "other"],
  ["en_US", 2, "other"],
  ["en_US", 1.5, "other"],
  ["de_DE", 1, "one"],
  ["de_DE", 5, "other"],
  ["fr_FR", 0, "one"],
  ["fr_FR", 1, "one"],
  ["fr_FR", 2, "other"],
  ["fr_FR", 1_000_000, "many"],
  ["pt_BR", 0, "one"],
  ["pt_BR", 2, "other"],
  ["es_ES", 1, "one"],
  ["es_ES", 2, "other"],
  ["es_ES", 1_000_000, "many"],
  ["ru_RU", 1, "one"],
  ["ru_RU", 21, "one"],
  ["ru_RU", 11, "many"],
  ["ru_RU", 3, "few"],
  ["ru_RU", 5, "many"],
  ["ru_RU", 1.5, "other"],
  ["pl_PL", 1, "one"],
  ["pl_PL", 22, "few"],
  ["pl_PL", 12, "many"],
  ["pl_PL", 21, "many"],
  ["tr_TR", 1, "one"],
  ["tr_TR", 2, "other"],
  ["ar_SA", 0, "zero"],
  ["ar_SA", 1, "one"],
  ["ar_SA", 2, "two"],
  ["ar_SA", 3, "few"],
  ["ar_SA", 11, "many"],
  ["ar_SA", 100, "other"],
  ["zh_CN", 1, "other"],
  ["ja_JP", 1, "other"],
  ["ko_KR", 1, "other"],
];

export interface PluralFormCase {
  name: string;
  language: Language;
  forms: PluralForms;
  count: number;
  expected: string;
}

export const PLURAL_FORM_CASES: readonly PluralFormCase[] = [
  {
    name: "singular",
    language: "en_US",
    forms: { one: "{count} review", other: "{count} reviews" },
    count: 1,
    expected: "{count} review",
  },
  {
    name: "plural",
    language: "en_US",
    forms: { one: "{count} review", other: "{count} reviews" },
    count: 2,
    expected: "{count} reviews",
  },
  {
    name: "an explicit zero form wins for 0",
    language: "en_US",
    forms: { zero: "No reviews", one: "{count} review", other: "{count} reviews" },
    count: 0,
    expected: "No reviews",
  },
  {
    name: "a missing category falls back to other",
    language: "ru_RU",
    forms: { one: "{count} отзыв", other: "{count} отзывов" },
    count: 3,
    expected: "{count} отзывов",
  },
  {
    name: "Arabic dual",
    language: "ar_SA",
    forms: { two: "مراجعتان", other: "{count} مراجعات" },
    count: 2,
    expected: "مراجعتان",
  },
];
