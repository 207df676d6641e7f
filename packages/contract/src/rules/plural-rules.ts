// Plural categories with the CLDR cardinal rules of the kit's 12 languages for runtimes whose Intl.PluralRules is
// missing or has no data for a locale. Apart from messages.ts, which imports nothing of it, so a bundle can load
// these rules only on such runtimes (the widget: src/i18n/plurals.ts).
import type { Language } from "../constants/languages";
import { formOf, intlPluralCategory } from "./messages";
import type { PluralCategory, PluralForms } from "./messages";

/**
 * CLDR cardinal rules of the 12 languages, for runtimes without Intl.PluralRules (older WebViews) or without data
 * for a locale. `i` is the integer part, `v` the number of visible fraction digits.
 */
export function builtInPluralCategory(language: Language, n: number): PluralCategory {
  const abs = Math.abs(n);
  const i = Math.floor(abs);
  const v = Number.isInteger(abs) ? 0 : (String(abs).split(".")[1]?.length ?? 0);
  const mod10 = i % 10;
  const mod100 = i % 100;
  const millions = v === 0 && i !== 0 && i % 1_000_000 === 0;
  switch (language.slice(0, 2)) {
    case "en":
    case "de":
      return i === 1 && v === 0 ? "one" : "other";
    case "tr":
      return abs === 1 ? "one" : "other";
    case "es":
      if (abs === 1) return "one";
      return millions ? "many" : "other";
    case "fr":
    case "pt":
      if (i === 0 || i === 1) return "one";
      return millions ? "many" : "other";
    case "ru":
    case "pl":
      if (v !== 0) return "other";
      if (language.startsWith("ru") ? mod10 === 1 && mod100 !== 11 : i === 1) return "one";
      if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return "few";
      return "many";
    case "ar": {
      const m = Number.isInteger(abs) ? abs % 100 : -1;
      if (abs === 0) return "zero";
      if (abs === 1) return "one";
      if (abs === 2) return "two";
      if (m >= 3 && m <= 10) return "few";
      if (m >= 11 && m <= 99) return "many";
      return "other";
    }
    default:
      // zh, ko, ja have a single form.
      return "other";
  }
}

/** The plural category of `n`: Intl.PluralRules where the runtime has it, else the built-in rules. */
export function pluralCategory(language: Language, n: number): PluralCategory {
  return intlPluralCategory(language, n) ?? builtInPluralCategory(language, n);
}

/** The form of `forms` for `count` (`zero` for exactly 0 when the message has one, else the language's category). */
export function pluralForm(language: Language, forms: PluralForms, count: number): string {
  return formOf(forms, count, pluralCategory(language, count));
}
