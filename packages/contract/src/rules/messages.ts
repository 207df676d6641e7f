// Message templates and plurals, shared by every catalogue of the kit (client layer, widget, demo, server).
import type { Language } from "../constants/languages";
import { languageTag } from "./languages";

export type MessageParams = Readonly<Record<string, string | number>>;
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
/** A message with plural forms; `other` is required, `zero` (when present) is used for exactly 0. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/** Replaces `{name}` with the parameter's text; a placeholder without a parameter stays visible, so it is noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

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

const pluralRules = new Map<Language, Intl.PluralRules | null>();

/** The plural category of `n`: Intl.PluralRules where the runtime has it, else the built-in rules. */
export function pluralCategory(language: Language, n: number): PluralCategory {
  if (!pluralRules.has(language)) {
    let rules: Intl.PluralRules | null = null;
    const PluralRules = (globalThis.Intl as Partial<typeof Intl> | undefined)?.PluralRules;
    try {
      if (typeof PluralRules === "function") rules = new PluralRules(languageTag(language));
    } catch {
      // A runtime without data for this locale uses the built-in rules.
    }
    pluralRules.set(language, rules);
  }
  const rules = pluralRules.get(language);
  return rules ? (rules.select(n) as PluralCategory) : builtInPluralCategory(language, n);
}

/** The form of `forms` for `count` (`zero` for exactly 0 when the message has one, else the language's category). */
export function pluralForm(language: Language, forms: PluralForms, count: number): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return forms[pluralCategory(language, count)] ?? forms.other;
}
