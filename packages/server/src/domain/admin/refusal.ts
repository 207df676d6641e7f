/**
 * An admin operation refused for its input or the current state: the CLI prints the message and exits 1, the admin
 * API answers the status with the message. Nothing was written when one is thrown.
 */
export class AdminRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new AdminRefusal(400, message);
export const notFound = (message: string) => new AdminRefusal(404, message);
export const conflict = (message: string) => new AdminRefusal(409, message);

/** Ids of schools, courses and modules: letters, digits, dot, dash and underscore, 1 to 64 characters. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function checkId(kind: string, id: string): string {
  if (!ID_PATTERN.test(id))
    throw invalid(
      `${kind} id "${id.slice(0, 80)}" must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
    );
  return id;
}

/** A display text: trimmed, 1 to `max` characters, no control characters. */
export function checkText(kind: string, text: string, max = 200): string {
  const trimmed = text.trim();
  if (!trimmed) throw invalid(`${kind} must not be empty`);
  if ([...trimmed].length > max) throw invalid(`${kind} must be at most ${max} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw invalid(`${kind} must not contain control characters`);
  return trimmed;
}
