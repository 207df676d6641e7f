import { formOf, interpolate } from "@sxz/contract";
import type { Language, MessageParams } from "@sxz/contract";
import type { PluralMessage } from "./rating-messages";
import { bcp47 } from "./language";
import { numberFormat } from "./intl-formats";
import { pluralCategoryOf } from "./plurals";

export type Params = MessageParams;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing parameter is noticed. */
export const fill = interpolate;

/** Chooses the plural form of `message` for `count` in `language`, then fills `{count}` and the params. */
export function plural(language: Language, message: PluralMessage, count: number, params: Params = {}): string {
  return interpolate(formOf(message, count, pluralCategoryOf(language, count)), {
    count: formatNumber(language, count),
    ...params,
  });
}

/**
 * Every figure the widget shows goes through these, so one view never mixes digit systems: the UI language's own
 * Intl rules decide digits, separators and where the percent sign goes (ar_SA: "٧٣٫٥٪؜", fr_FR: "73,5 %").
 */
export function formatNumber(
  language: Language,
  value: number,
  maximumFractionDigits = 3,
  minimumFractionDigits = 0,
): string {
  return numberFormat(bcp47(language), { maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** `percent` is on the 0–100 scale the server sends; one decimal at most, none when it is whole. */
export function formatPercent(language: Language, percent: number): string {
  return numberFormat(bcp47(language), { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}
