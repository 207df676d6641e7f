import { BusyError, EnvelopeError } from "../api/request";

/**
 * The toast text for a failed list action (RW-ERR-4): null for busy failures (the requester already reported
 * them to requestOnBusyError and the widget shows its busy message), the server's message where the spec
 * prefers it (delete), else the action's own message.
 */
export function failureMessage(error: unknown, fallback: string, preferServerMessage = false): string | null {
  if (error instanceof BusyError) return null;
  if (preferServerMessage && error instanceof EnvelopeError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** A write refused because nobody is signed in: HTTP 401, whichever request function answered. */
export function needsSignIn(error: unknown): boolean {
  return error instanceof EnvelopeError && error.status === 401;
}
