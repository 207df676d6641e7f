// The one reader of answers: every reader of the client layer and of the widget reads through it (read-fields.ts
// is the same rules reached field by field). The tolerance policy it applies is the table "Reading answers" of
// the package README. A shape is written as the answer would look with nothing in it: compact enough to ship in a
// widget. A shape's field is one of:
//   ""        text, "" when missing            false   yes/no (true, false, 1, 0, "1", "0", "true", "false"), false when missing
//   [rule]    list of that rule, [] when missing; null items are left out, unreadable ones dropped (below)
//   { … }     object of those fields, every field at its default when missing
//   function  a field rule of its own (see the rules below), given the raw value and its path
// Wrong types throw MalformedAnswerError naming the path; fields the shape does not name are dropped.
// Records are isolated: an item of a list that cannot be read is left out and reported to the `onDropped` of the
// read in progress (readAnswer), so one bad record never costs the others; only an answer whose own shape is wrong
// (a list that is not a list, a required figure of the wrong type) throws.
import { loadableUrl } from "./loadable-url";
import { MalformedAnswerError } from "./malformed-answer";

export type FieldRule = (value: unknown, path: string) => unknown;
export type Rule = string | boolean | FieldRule | readonly [Rule] | { readonly [key: string]: Rule };

/**
 * An identifier as the backend wrote it: a non-empty text or a safe whole number, kept exactly so (a 64-bit id
 * stays the text it came as, never a JS number) and sent back exactly so.
 */
export type OpaqueId = string | number;

/** A record of a list that was left out because it could not be read. */
export interface DroppedRecord {
  /** The list, e.g. "reviews.scoreInfoList". */
  path: string;
  /** The record's place in the list as sent. */
  index: number;
  /** The record's `id` when it has a readable one. */
  id?: string | number;
  /** Why, e.g. "malformed answer: reviews.scoreInfoList[3].score should be a whole number from 1 to 5". */
  reason: string;
}

export type OnDropped = (dropped: DroppedRecord) => void;

/** Absent or null: what every reader treats as not given. */
export const missing = (value: unknown): value is null | undefined => value === undefined || value === null;

function fail(path: string, expected: string): never {
  throw new MalformedAnswerError(path, expected);
}

/** Where the read in progress reports what it drops (reads are synchronous: one at a time). */
let report: OnDropped | undefined;

/** Reads a whole answer by `rule`; each record a list leaves out is given to `onDropped`. */
export function readAnswer<T>(value: unknown, rule: Rule, path: string, onDropped?: OnDropped): T {
  const outer = report;
  report = onDropped ?? outer;
  try {
    return conform(value, rule, path) as T;
  } finally {
    report = outer;
  }
}

/** Reads one record of a list; an unreadable one is reported and left out (null). */
export function isolated<T>(
  item: unknown,
  path: string,
  index: number,
  read: (item: unknown, path: string) => T | null,
): T | null {
  try {
    return read(item, `${path}[${index}]`);
  } catch (error) {
    if (!(error instanceof MalformedAnswerError)) throw error;
    const id = (item as { id?: unknown } | null)?.id;
    report?.({
      path,
      index,
      ...((typeof id === "string" && id) || Number.isSafeInteger(id) ? { id: id as OpaqueId } : {}),
      reason: error.message,
    });
    return null;
  }
}

export function conform(value: unknown, rule: Rule, path: string): unknown {
  if (typeof rule === "function") return rule(value, path);
  if (Array.isArray(rule)) {
    if (missing(value)) return [];
    if (!Array.isArray(value)) fail(path, "a list");
    return (value as unknown[])
      .map((item, index) =>
        missing(item) ? null : isolated(item, path, index, (one, at) => conform(one, rule[0], at)),
      )
      .filter((item) => item !== null);
  }
  if (typeof rule === "object") {
    if (!missing(value) && (typeof value !== "object" || Array.isArray(value))) fail(path, "an object");
    const record = (value ?? {}) as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const key of Object.keys(rule))
      read[key] = conform(
        Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined,
        (rule as Record<string, Rule>)[key]!,
        `${path}.${key}`,
      );
    return read;
  }
  if (missing(value)) return rule;
  if (typeof rule === "boolean") {
    const yes = value === true || value === 1 || value === "1" || value === "true";
    return yes || value === false || value === 0 || value === "0" || value === "false"
      ? yes
      : fail(path, "true, false, 1 or 0");
  }
  return typeof value === "string" ? value : fail(path, "a string");
}

// ------------------------------------------------------------------------------------------------ field rules

const MAX = Number.MAX_SAFE_INTEGER;
/** A number written as text: plain decimal only (no exponent, hex, padding or sign on zero). */
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** A number, or its plain decimal text; NaN for anything else. */
export const numeric = (value: unknown): number =>
  typeof value === "number" ? value : typeof value === "string" && DECIMAL.test(value) ? Number(value) : NaN;

/** A number from `min` to `max` (whole unless `fractional`), null when missing; `required` makes missing an error. */
export const numberRule =
  (min: number, max: number, fractional = false, required = false): FieldRule =>
  (value, path) => {
    if (missing(value)) return required ? fail(path, "given") : null;
    const number = numeric(value);
    return number >= min && number <= max && (fractional || Number.isSafeInteger(number))
      ? number
      : fail(
          path,
          `a ${fractional ? "" : "whole "}number ${max === MAX ? `of ${min} or more` : `from ${min} to ${max}`}`,
        );
  };

/** A count (0 or more) or null. */
export const count = numberRule(0, MAX);
/** An id kept as sent (OpaqueId): `requiredId` must be there, `optionalId` may be null. */
export const optionalId: FieldRule = (value, path) =>
  missing(value) || (typeof value === "string" && value.trim() !== "") || Number.isSafeInteger(value)
    ? (value ?? null)
    : fail(path, "an id (a text or a whole number)");
export const requiredId: FieldRule = (value, path) => optionalId(value, path) ?? fail(path, "an id");
/** An id read as text (a user's, a resource's): a whole number becomes its decimal text; "" when missing. */
export const textId: FieldRule = (value, path) => String(optionalId(value, path) ?? "");
/** A score of 1 to 5 stars: `star` must be there, `optionalStar` may be null. */
export const star = numberRule(1, 5, false, true);
export const optionalStar = numberRule(1, 5);
/** An average score (0 to 5) and a fraction (0 to 1), null when missing. */
export const average = numberRule(0, 5, true);
export const fraction = numberRule(0, 1, true);
/** Any whole number, or null. */
export const optionalInteger = numberRule(-MAX, MAX);

/** Text, or null when missing (or empty). */
export const optionalText: FieldRule = (value, path) => (conform(value, "", path) as string) || null;
/** Text that must be there and not be empty. */
export const requiredText: FieldRule = (value, path) => (conform(value, "", path) as string) || fail(path, "a text");
/** Yes/no, or null when missing. */
export const optionalBoolean: FieldRule = (value, path) => (missing(value) ? null : conform(value, false, path));
/** 1 or 0 (true and false too), 0 when missing. */
export const flag: FieldRule = (value, path) => (conform(value, false, path) ? 1 : 0);
/**
 * A time as given, "" when missing: text as written, epoch seconds or milliseconds as their digits. Whether it
 * can be read as a moment is the formatter's question (answerTime): an unreadable time is shown as written.
 */
export const time: FieldRule = (value, path) =>
  typeof value === "number" && Number.isFinite(value) ? String(value) : conform(value, "", path);
/** A URL the page may load; "" when missing or not loadable (see loadableUrl). */
export const url: FieldRule = (value, path) => loadableUrl(conform(value, "", path) as string);
/** Only what the server calls an administrator is labelled as one. */
export const role: FieldRule = (value, path) => (conform(value, "", path) === "admin" ? "admin" : "learner");
/** For answers to writes: the answer read by `rule`, or null when it cannot be (it is still done). */
export const readableOrNull = <T>(data: unknown, rule: Rule, path: string): T | null => {
  try {
    return conform(data, rule, path) as T;
  } catch (error) {
    if (error instanceof MalformedAnswerError) return null;
    throw error;
  }
};

/** A write's answer by `rules`; every part null when it cannot be read. */
export function partsOrNull<T extends object>(data: unknown, rules: Record<keyof T & string, Rule>, path: string): T {
  return (
    readableOrNull<T>(data, rules, path) ?? (Object.fromEntries(Object.keys(rules).map((key) => [key, null])) as T)
  );
}
