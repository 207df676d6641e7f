import { timeOf } from "./sorting";
import { dateTimeFormat, relativeTimeFormat } from "../i18n/intl-formats";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/** "zh_CN" → "zh-CN": the BCP 47 tag Intl expects. */
export function localeTag(language: string): string {
  return language.replace("_", "-");
}

/**
 * A review date as shown: relative ("3 days ago") within a month, the localised date beyond it. Falls back to
 * an ISO date when the runtime has no Intl.RelativeTimeFormat; unknown times show as given.
 */
export function formatReviewDate(value: string | number, language: string, now: number = Date.now()): string {
  const at = timeOf(value);
  if (!Number.isFinite(at)) return String(value);
  const tag = localeTag(language);
  const elapsed = now - at;
  const RelativeTimeFormat = (Intl as { RelativeTimeFormat?: typeof Intl.RelativeTimeFormat }).RelativeTimeFormat;
  if (elapsed >= 0 && elapsed < 30 * 24 * 3600_000 && RelativeTimeFormat) {
    const format = relativeTimeFormat(RelativeTimeFormat, tag, { numeric: "auto" });
    for (const [unit, size] of UNITS) {
      if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
    }
    // Under a minute: the language's own "now" ("this minute" reads as a clock, not as a moment ago).
    return format.format(0, "second");
  }
  try {
    return dateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric" }).format(at);
  } catch {
    return new Date(at).toISOString().slice(0, 10);
  }
}
