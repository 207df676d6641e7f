import type { Language } from "@sxz/contract";
import { bcp47 } from "../i18n/language";
import { numberFormat } from "../i18n/intl-formats";

/** The largest figure the like count shows (RW-K-2), before it is written in the UI language's digits. */
export const LIKE_COUNT_CAP = 9999;

/**
 * Like count as shown (RW-K-2): the raw number below 999, then thousands with one truncated decimal and
 * "k" (999 shows as "1k" rather than "0.9k"), capped at "9999k+". Digits and the decimal sign are the UI
 * language's (ar_SA: "١٢٫٣k"), so the count never mixes digit systems with the rest of the view; no grouping
 * separator, so the cap stays "9999k+".
 */
export function formatLikeCount(count: number, language: Language): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const digits = numberFormat(bcp47(language), { maximumFractionDigits: 1, useGrouping: false });
  if (n < 999) return digits.format(n);
  const thousands = Math.max(1, Math.floor(n / 100) / 10);
  if (thousands > LIKE_COUNT_CAP) return `${digits.format(LIKE_COUNT_CAP)}k+`;
  return `${digits.format(thousands)}k`;
}
