import type { Language } from "@sxz/contract";

export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * CLDR cardinal rules of the 12 languages for when Intl.PluralRules is missing (older WebViews).
 * `i` is the integer part, `v` the number of visible fraction digits.
 */
function fallbackCategory(language: Language, n: number): PluralCategory {
  const abs = Math.abs(n);
  const i = Math.floor(abs);
  const v = Number.isInteger(abs) ? 0 : String(abs).split(".")[1]?.length ?? 0;
  const mod10 = i % 10;
  const mod100 = i % 100;
  const millions = v === 0 && i !== 0 && i % 1_000_000 === 0;
  switch (language.slice(0, 2)) {
    case "zh":
    case "ko":
    case "ja":
      return "other";
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
      if (v !== 0) return "other";
      if (mod10 === 1 && mod100 !== 11) return "one";
      if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return "few";
      return "many";
    case "pl":
      if (v !== 0) return "other";
      if (i === 1) return "one";
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
      return "other";
  }
}

/** The plural category of `n`: Intl.PluralRules where the platform has it, else the built-in rules. */
export function pluralCategory(language: Language, n: number): PluralCategory {
  const PluralRules = (globalThis.Intl as Partial<typeof Intl> | undefined)?.PluralRules;
  if (typeof PluralRules === "function") {
    try {
      return new PluralRules(language.replace("_", "-")).select(n) as PluralCategory;
    } catch {
      // A runtime without data for this locale falls through to the built-in rules.
    }
  }
  return fallbackCategory(language, n);
}

export { fallbackCategory as builtInPluralCategory };
