import type { MessageKey } from "../i18n/messages";

/**
 * A failure the client is meant to see: an HTTP status, the envelope's body code, and a message key that
 * the error handler translates into the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Sent as `data` in the envelope, for errors that carry details (e.g. which field). */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}
