import { MalformedAnswerError } from "@sxz/contract";
import type { RawAnswer } from "./raw-http";
import { PlatformError } from "./errors";
import type { HttpAnswer } from "./transport";

/** The typed error of an answer that lacks what the call needs or has it in the wrong type. */
export function malformedAnswer(error: MalformedAnswerError, response?: RawAnswer): PlatformError {
  return new PlatformError(
    "malformed-answer",
    `The server's answer could not be used: ${error.path} should be ${error.expected}.`,
    response as HttpAnswer | undefined,
    { cause: error },
  );
}

/**
 * Reads the `data` of an envelope answer with a reader of @sxz/contract (missing lists empty, missing figures
 * unknown), at the edge: a body that is not an envelope at all (an HTML error page) or a field of the wrong type
 * becomes PlatformError("malformed-answer"), never a TypeError further in.
 */
export function readEnvelope<T>(response: RawAnswer, read: (data: unknown) => T): T {
  const body = response.data as unknown;
  try {
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new MalformedAnswerError("body", "an envelope {code, data, message}");
    return read((body as { data?: unknown }).data);
  } catch (error) {
    if (error instanceof MalformedAnswerError) throw malformedAnswer(error, response);
    throw error;
  }
}
