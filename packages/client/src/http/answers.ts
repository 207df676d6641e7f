import { MalformedAnswerError } from "@sxz/contract";
import type { AxiosResponse } from "axios";
import type { RawAnswer } from "./raw-http";
import { PlatformError } from "./errors";

/** The typed error of an answer that lacks what the call needs or has it in the wrong type. */
export function malformedAnswer(error: MalformedAnswerError, response?: RawAnswer): PlatformError {
  // The lean fetch core's answers carry axios's response fields too (status, headers, data, config).
  return new PlatformError(
    "malformed-answer",
    `The server's answer could not be used: ${error.path} should be ${error.expected}.`,
    response as AxiosResponse | undefined,
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
