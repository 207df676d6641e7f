// The moment an answer's time names, for every time field of every answer (the reading policy of the README's
// "Reading answers" table). Strict on purpose: a time that none of these forms describes is unreadable (null) and
// shown as written, never guessed into "Invalid Date", NaN or 1970.

/** Below this an epoch number counts seconds (up to the year 5138), from it milliseconds (from March 1973). */
const SECONDS_BELOW = 1e11;
/** Date and time, "T" or a space between, seconds and fraction optional, then a zone or none. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const EPOCH = /^-?\d{1,16}$/;

/**
 * Milliseconds since the epoch of a time as an answer gives it, null when it is none:
 * - `YYYY-MM-DD hh:mm:ss` and ISO 8601 (`YYYY-MM-DDThh:mm[:ss[.fff]]`, a date alone), with a zone (`Z`, `+08:00`,
 *   `+0800`, `+08`) or without one — without, it is UTC, as the platform writes its display times;
 * - epoch seconds or milliseconds, as a number or as digits (below 10^11 seconds, else milliseconds).
 */
export function answerTime(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (EPOCH.test(text)) {
    const epoch = Number(text);
    return Math.abs(epoch) < SECONDS_BELOW ? epoch * 1000 : epoch;
  }
  if (typeof value === "number") return Number.isFinite(value) ? answerTime(Math.round(value)) : null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0", fractionText = "", zone = "Z"] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Math.floor(Number(`0${fractionText || ".0"}`) * 1000));
  // 31 February rolls into March in Date.UTC: refused.
  if (new Date(utc).getUTCDate() !== d) return null;
  if (zone.toUpperCase() === "Z") return utc;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || "0");
  return utc - sign * offset * 60_000;
}
