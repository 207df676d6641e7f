// Message templates and plurals, shared by every catalogue of the kit (client layer, widget, demo, server).
import type { Language } from "../constants/languages";
import { languageTag } from "./languages";

export type MessageParams = Readonly<Record<string, string | number>>;
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
/** A message with plural forms; `other` is required, `zero` (when present) is used for exactly 0. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/** Replaces `{name}` with the parameter's text; a placeholder without a parameter stays visible, so it is noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules | null>();

/** The plural category of `n` by the runtime's Intl.PluralRules; null where it has none for the language. */
export function intlPluralCategory(language: Language, n: number): PluralCategory | null {
  if (!pluralRules.has(language)) {
    let rules: Intl.PluralRules | null = null;
    const PluralRules = (globalThis.Intl as Partial<typeof Intl> | undefined)?.PluralRules;
    try {
      if (typeof PluralRules === "function") rules = new PluralRules(languageTag(language));
    } catch {
      // A runtime without data for this locale: the caller uses the built-in rules.
    }
    pluralRules.set(language, rules);
  }
  return (pluralRules.get(language)?.select(n) as PluralCategory | undefined) ?? null;
}

/** The form of `forms` for `count` in `category` (`zero` for exactly 0 when the message has one). */
export function formOf(forms: PluralForms, count: number, category: PluralCategory): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return forms[category] ?? forms.other;
}
