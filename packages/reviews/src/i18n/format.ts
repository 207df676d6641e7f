import { interpolate, pluralForm } from "@sxz/contract";
import type { Language, MessageParams } from "@sxz/contract";
import type { PluralMessage } from "./rating-messages";
import { bcp47 } from "./language";

export type Params = MessageParams;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing parameter is noticed. */
export const fill = interpolate;

/** Chooses the plural form of `message` for `count` in `language`, then fills `{count}` and the params. */
export function plural(language: Language, message: PluralMessage, count: number, params: Params = {}): string {
  return interpolate(pluralForm(language, message, count), { count: formatNumber(language, count), ...params });
}

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(bcp47(language)).format(value);
}
