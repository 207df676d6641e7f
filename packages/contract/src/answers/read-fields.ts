// The readers of conform.ts reached field by field, for readers whose fields depend on each other (the client
// layer's tokens, schools, uploads): the same rules, the same tolerance policy (README, "Reading answers"). Plain
// functions, no schema builders, so a client bundle that reads answers does not pull TypeBox in. A field that is
// absent or null is missing (the caller decides what missing means: empty for a list, unknown for a figure); a
// field of the wrong type is an error, because guessing would show something the server did not say. Fields nobody
// asks for are ignored.
import {
  conform,
  count,
  isolated,
  optionalBoolean,
  optionalId,
  optionalInteger,
  numberRule,
  readAnswer,
} from "./conform";
import type { FieldRule, OnDropped, OpaqueId } from "./conform";
import { MalformedAnswerError } from "./malformed-answer";

export type { DroppedRecord, OnDropped, OpaqueId } from "./conform";
export { answerTime } from "./time";

export { MalformedAnswerError } from "./malformed-answer";
export { loadableUrl } from "./loadable-url";

/** An object of the answer, read field by field. */
export type AnswerRecord = Readonly<Record<string, unknown>>;

function isMissing(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

/** An object; null when missing (absent `data`, `null`), an error when anything else (a list, a string…). */
export function recordAt(value: unknown, path: string): AnswerRecord | null {
  if (isMissing(value)) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw new MalformedAnswerError(path, "an object");
  return value as AnswerRecord;
}

function field(record: AnswerRecord | null, key: string): unknown {
  return record === null || !Object.prototype.hasOwnProperty.call(record, key) ? undefined : record[key];
}

const at = (record: AnswerRecord | null, key: string, path: string, rule: FieldRule) =>
  rule(field(record, key), `${path}.${key}`);

/** A number within [min, max] (a number or its plain decimal text), or null when missing. */
export function rangeField(
  record: AnswerRecord | null,
  key: string,
  path: string,
  min: number,
  max: number,
): number | null {
  return at(record, key, path, numberRule(min, max, true)) as number | null;
}

/** A whole number, or null when missing. */
export function integerField(record: AnswerRecord | null, key: string, path: string): number | null {
  return at(record, key, path, optionalInteger) as number | null;
}

/** A count (a whole number, 0 or more), or null when missing. */
export function countField(record: AnswerRecord | null, key: string, path: string): number | null {
  return at(record, key, path, count) as number | null;
}

/** An identifier as the backend wrote it (a non-empty text or a safe whole number), or null when missing. */
export function idField(record: AnswerRecord | null, key: string, path: string): OpaqueId | null {
  return at(record, key, path, optionalId) as OpaqueId | null;
}

/** A string, or null when missing. */
export function stringField(record: AnswerRecord | null, key: string, path: string): string | null {
  const value = field(record, key);
  return isMissing(value) ? null : (conform(value, "", `${path}.${key}`) as string);
}

/** A yes/no: true, false, 1, 0, "1", "0", "true" or "false" (the platform writes them all), or null when missing. */
export function booleanField(record: AnswerRecord | null, key: string, path: string): boolean | null {
  return at(record, key, path, optionalBoolean) as boolean | null;
}

/**
 * A list, each item read by `item` (which may answer null to leave an item out); an empty list when missing —
 * backends that omit empty lists mean exactly that. An item that cannot be read is left out and reported to the
 * `onDropped` of the read in progress (see readFields).
 */
export function listField<T>(
  record: AnswerRecord | null,
  key: string,
  path: string,
  item: (value: unknown, path: string) => T | null,
): T[] {
  const value = field(record, key);
  return listAt(value, `${path}.${key}`, item);
}

/** A list given as the whole answer (or any value): empty when missing, an error when not a list. */
export function listAt<T>(value: unknown, path: string, item: (value: unknown, path: string) => T | null): T[] {
  if (isMissing(value)) return [];
  if (!Array.isArray(value)) throw new MalformedAnswerError(path, "a list");
  const read: T[] = [];
  value.forEach((entry, index) => {
    const one = isolated(entry, path, index, item);
    if (one !== null) read.push(one);
  });
  return read;
}

/** Runs a reader written with these field functions, its dropped records given to `onDropped`. */
export function readFields<T>(read: () => T, onDropped?: OnDropped): T {
  return readAnswer(undefined, () => read(), "", onDropped);
}

/** A field that is required for the object to mean anything (an id, a score): missing is an error too. */
export function required<T>(value: T | null, path: string, expected: string): T {
  if (value === null) throw new MalformedAnswerError(path, expected);
  return value;
}

/** For answers to writes: a field that cannot be read (missing or of the wrong type) is unknown, never an error. */
export function unknownIfUnreadable<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof MalformedAnswerError) return null;
    throw error;
  }
}
