// Field readers for answers as they arrive: plain functions, no schema builders, so a client bundle that reads
// answers does not pull TypeBox in. The rule they share: a field that is absent or null is missing (the caller
// decides what missing means: empty for a list, unknown for a figure); a field of the wrong type is an error,
// because guessing would show something the server did not say. Fields nobody asks for are ignored.
import { MalformedAnswerError } from "./malformed-answer";

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

/** A number that passes `accept`, or null when missing; anything else is an error naming `expected`. */
function numeric(record: AnswerRecord | null, key: string, path: string, expected: string, accept: (value: number) => boolean): number | null {
  const value = field(record, key);
  if (isMissing(value)) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || !accept(value)) throw new MalformedAnswerError(`${path}.${key}`, expected);
  return value;
}

/** A number within [min, max], or null when missing. */
export function rangeField(record: AnswerRecord | null, key: string, path: string, min: number, max: number): number | null {
  return numeric(record, key, path, `a number from ${min} to ${max}`, (value) => value >= min && value <= max);
}

/** A whole number, or null when missing. */
export function integerField(record: AnswerRecord | null, key: string, path: string): number | null {
  return numeric(record, key, path, "a whole number", Number.isSafeInteger);
}

/** A count (a whole number, 0 or more), or null when missing. */
export function countField(record: AnswerRecord | null, key: string, path: string): number | null {
  return numeric(record, key, path, "a count (0 or more)", (value) => Number.isSafeInteger(value) && value >= 0);
}

/** An identifier (a whole number, 1 or more), or null when missing. */
export function idField(record: AnswerRecord | null, key: string, path: string): number | null {
  return numeric(record, key, path, "an id (1 or more)", (value) => Number.isSafeInteger(value) && value >= 1);
}

/** A string, or null when missing. */
export function stringField(record: AnswerRecord | null, key: string, path: string): string | null {
  const value = field(record, key);
  if (isMissing(value)) return null;
  if (typeof value !== "string") throw new MalformedAnswerError(`${path}.${key}`, "a string");
  return value;
}

/** A yes/no: true, false, 1 or 0 (the platform writes both), or null when missing. */
export function booleanField(record: AnswerRecord | null, key: string, path: string): boolean | null {
  const value = field(record, key);
  if (isMissing(value)) return null;
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  throw new MalformedAnswerError(`${path}.${key}`, "true, false, 1 or 0");
}

/**
 * A list, each item read by `item` (which may answer null to leave an item out); an empty list when missing —
 * backends that omit empty lists mean exactly that.
 */
export function listField<T>(record: AnswerRecord | null, key: string, path: string, item: (value: unknown, path: string) => T | null): T[] {
  const value = field(record, key);
  return listAt(value, `${path}.${key}`, item);
}

/** A list given as the whole answer (or any value): empty when missing, an error when not a list. */
export function listAt<T>(value: unknown, path: string, item: (value: unknown, path: string) => T | null): T[] {
  if (isMissing(value)) return [];
  if (!Array.isArray(value)) throw new MalformedAnswerError(path, "a list");
  const read: T[] = [];
  value.forEach((entry, index) => {
    const one = item(entry, `${path}[${index}]`);
    if (one !== null) read.push(one);
  });
  return read;
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
