// The moment an answer's time names, for every time field of every answer (the reading policy of the README's
// "Reading answers" table). Strict on purpose: a time that none of these forms describes is unreadable (null) and
// shown as written, never guessed into "Invalid Date", NaN or 1970.

/** Below this an epoch number counts seconds (up to the year 5138), from it milliseconds (from March 1973). */
const SECONDS_BELOW = 1e11;
/** Date and time, "T" or a space between, seconds and fraction optional, then a zone (Z, ±hh:mm, ±hhmm, ±hh) or none. */
const DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(\.\d{1,9})?)?)?\s*(?:Z|([+-])(\d\d):?(\d\d)?)?$/i;

/**
 * Milliseconds since the epoch of a time as an answer gives it, null when it is none:
 * - `YYYY-MM-DD hh:mm:ss` and ISO 8601 (`YYYY-MM-DDThh:mm[:ss[.fff]]`, a date alone), with a zone (`Z`, `+08:00`,
 *   `+0800`, `+08`) or without one — without, it is UTC, as the platform writes its display times;
 * - epoch seconds or milliseconds, as a number or as digits (below 10^11 seconds, else milliseconds).
 */
export function answerTime(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (/^-?\d{1,16}$/.test(text)) {
    const epoch = Number(text);
    return Math.abs(epoch) < SECONDS_BELOW ? epoch * 1000 : epoch;
  }
  if (typeof value === "number") return Number.isFinite(value) ? answerTime(Math.round(value)) : null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as number[] as [number, number, number, number?, number?, number?];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Month 13, 31 February, hour 24 roll over in Date.UTC: a time that does not read back as written is none.
  if (
    at.getUTCMonth() !== month - 1 ||
    at.getUTCDate() !== day ||
    at.getUTCHours() !== hour ||
    at.getUTCMinutes() !== minute ||
    at.getUTCSeconds() !== second
  )
    return null;
  const offset = match[8] ? (match[8] === "-" ? -1 : 1) * (Number(match[9]) * 60 + Number(match[10] ?? 0)) * 60_000 : 0;
  return at.getTime() + Math.floor(Number(match[7] ?? 0) * 1000) - offset;
}
