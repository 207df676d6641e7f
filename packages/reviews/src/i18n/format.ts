import type { Language } from "@sxz/contract";
import type { PluralMessage } from "./rating-messages";
import { bcp47 } from "./language";

export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing parameter is noticed. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const rulesCache = new Map<Language, Intl.PluralRules>();

/** Chooses the plural form of `message` for `count` in `language`, then fills `{count}` and the params. */
export function plural(language: Language, message: PluralMessage, count: number, params: Params = {}): string {
  let rules = rulesCache.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(bcp47(language));
    rulesCache.set(language, rules);
  }
  const form = count === 0 && message.zero !== undefined ? "zero" : rules.select(count);
  const template = message[form] ?? message.other;
  return fill(template, { count: formatNumber(language, count), ...params });
}

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(bcp47(language)).format(value);
}
