// Reads an answer against a shape written as the answer would look with nothing in it: compact enough to ship in
// a widget. A shape's field is one of:
//   ""        text, "" when missing            false   yes/no (true, false, 1 or 0), false when missing
//   [rule]    list of that rule, [] when missing; null items are left out
//   { … }     object of those fields, every field at its default when missing
//   function  a field rule of its own (see the rules below), given the raw value and its path
// Wrong types throw MalformedAnswerError naming the path; fields the shape does not name are dropped.
import { loadableUrl } from "./loadable-url";
import { MalformedAnswerError } from "./malformed-answer";

export type FieldRule = (value: unknown, path: string) => unknown;
export type Rule = string | boolean | FieldRule | readonly [Rule] | { readonly [key: string]: Rule };

/** Absent or null: what every reader treats as not given. */
export const missing = (value: unknown): value is null | undefined => value === undefined || value === null;

function fail(path: string, expected: string): never {
  throw new MalformedAnswerError(path, expected);
}

export function conform(value: unknown, rule: Rule, path: string): unknown {
  if (typeof rule === "function") return rule(value, path);
  if (Array.isArray(rule)) {
    if (missing(value)) return [];
    if (!Array.isArray(value)) fail(path, "a list");
    return (value as unknown[]).map((item, index) => (missing(item) ? null : conform(item, rule[0], `${path}[${index}]`))).filter((item) => item !== null);
  }
  if (typeof rule === "object") {
    if (!missing(value) && (typeof value !== "object" || Array.isArray(value))) fail(path, "an object");
    const record = (value ?? {}) as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const key of Object.keys(rule)) read[key] = conform(Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined, (rule as Record<string, Rule>)[key]!, `${path}.${key}`);
    return read;
  }
  if (missing(value)) return rule;
  if (typeof rule === "boolean") return value === true || value === 1 ? true : value === false || value === 0 ? false : fail(path, "true, false, 1 or 0");
  return typeof value === "string" ? value : fail(path, "a string");
}

// ------------------------------------------------------------------------------------------------ field rules

const MAX = Number.MAX_SAFE_INTEGER;

/** A number from `min` to `max` (whole unless `fractional`), null when missing; `required` makes missing an error. */
export const numberRule =
  (min: number, max: number, fractional = false, required = false): FieldRule =>
  (value, path) =>
    missing(value)
      ? required
        ? fail(path, "given")
        : null
      : typeof value === "number" && value >= min && value <= max && (fractional || Number.isSafeInteger(value))
        ? value
        : fail(path, `a ${fractional ? "" : "whole "}number ${max === MAX ? `of ${min} or more` : `from ${min} to ${max}`}`);

/** A count (0 or more) or null. */
export const count = numberRule(0, MAX);
/** An id (1 or more): `requiredId` must be there, `optionalId` may be null. */
export const optionalId = numberRule(1, MAX);
export const requiredId = numberRule(1, MAX, false, true);
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
  return readableOrNull<T>(data, rules, path) ?? (Object.fromEntries(Object.keys(rules).map((key) => [key, null])) as T);
}
