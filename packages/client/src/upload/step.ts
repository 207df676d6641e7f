import {
  ApiCode,
  backoffDelay,
  envelopeCode,
  isRetryableStatus,
  isSuccessCode,
  MalformedAnswerError,
  retryAfterMs,
} from "@sxz/contract";
import { isCancel } from "../http/transport";
import type { HttpAnswer } from "../http/transport";
import { sleep } from "./abort";
import { UploadError } from "./errors";
import type { RetryOptions } from "./types";

/** A step failed in a way worth another try (network, 408, 429, 5xx, or a caller-declared case). */
export class RetryableFailure extends Error {
  constructor(
    override readonly cause: unknown,
    readonly retryAfterMs?: number,
  ) {
    super("retryable upload failure");
  }
}

/** The envelope's code (the shared rule's envelopeCode) and message (text only), whatever else the body holds. */
function envelopeOf(
  response: Pick<HttpAnswer, "data"> | undefined,
): { code?: number; message?: string; data?: unknown } | undefined {
  const body = response?.data as unknown;
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  const { message, data } = body as { message?: unknown; data?: unknown };
  const code = envelopeCode(body);
  return {
    ...(code !== undefined ? { code } : {}),
    ...(typeof message === "string" && message ? { message } : {}),
    data,
  };
}

/**
 * What an error of one HTTP step means for an upload: retry it (network, 429, 5xx), or fail with a typed error —
 * 901100007 with the server's own message (CL-ERR-5), everything else with 上传异常 (CL-ERR-9).
 */
export function classify(
  error: unknown,
  signal: AbortSignal,
  retryableStatus: readonly number[] = [],
): RetryableFailure | UploadError {
  if (error instanceof UploadError || error instanceof RetryableFailure) return error;
  // An answer of the wrong shape will not improve by asking again.
  if (error instanceof MalformedAnswerError)
    return new UploadError("malformed", undefined, { serverMessage: error.message, cause: error });
  if (signal.aborted || isCancel(error)) return new UploadError("cancelled", undefined, { cause: error });
  const response = (error as { response?: HttpAnswer } | null)?.response;
  if (!response) return new RetryableFailure(error);
  const status = response.status;
  const envelope = envelopeOf(response);
  if (envelope?.code === ApiCode.UPLOAD_REFUSED) {
    return new UploadError("refused", envelope.message, {
      status,
      code: envelope.code,
      ...(envelope.message ? { serverMessage: envelope.message } : {}),
      cause: error,
    });
  }
  if (isRetryableStatus(status) || retryableStatus.includes(status))
    return new RetryableFailure(error, retryAfterMs(response.headers as Record<string, unknown>, response.data));
  return new UploadError("server", undefined, {
    status,
    ...(envelope?.code !== undefined ? { code: envelope.code } : {}),
    ...(envelope?.message ? { serverMessage: envelope.message } : {}),
    cause: error,
  });
}

/**
 * The `data` of a success envelope (code 200 or 0), read by a reader of @sxz/contract; any other body code fails
 * the step, a missing body or `data` is "empty", a body that is no envelope or a field of the wrong type is "malformed".
 */
export function envelopeData<T>(response: Pick<HttpAnswer, "status" | "data">, read: (data: unknown) => T): T {
  const body = response.data as unknown;
  if (body !== undefined && body !== null && body !== "" && (typeof body !== "object" || Array.isArray(body))) {
    throw new UploadError("malformed", undefined, {
      status: response.status,
      serverMessage: "the answer is not an envelope",
    });
  }
  const envelope = envelopeOf(response);
  if (!envelope || envelope.code === undefined) throw new UploadError("empty", undefined, { status: response.status });
  if (envelope.code === ApiCode.UPLOAD_REFUSED) {
    throw new UploadError("refused", envelope.message, {
      code: envelope.code,
      ...(envelope.message ? { serverMessage: envelope.message } : {}),
    });
  }
  if (!isSuccessCode(envelope.code)) {
    throw new UploadError("server", undefined, {
      status: response.status,
      code: envelope.code,
      ...(envelope.message ? { serverMessage: envelope.message } : {}),
    });
  }
  if (envelope.data === null || envelope.data === undefined)
    throw new UploadError("empty", undefined, { status: response.status });
  return read(envelope.data);
}

export interface StepOptions extends RetryOptions {
  signal: AbortSignal;
  /** HTTP statuses worth retrying for this step besides the platform's (combine: 409 while another combine runs). */
  retryableStatus?: readonly number[];
  /** Before each retry, e.g. to reset a part's progress. */
  onRetry?: (attempt: number) => void;
}

/**
 * Runs one step of an upload with retries: the platform's back-off (equal jitter, never shorter than the server's
 * Retry-After, capped at maxDelayMs) on network errors, 408, 429 and 5xx; any other failure, or the last retry's,
 * rejects with an UploadError.
 */
export async function runStep<T>(attempt: (signal: AbortSignal) => Promise<T>, options: StepOptions): Promise<T> {
  const retries = options.retries ?? 5;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 15_000;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(options.signal);
    } catch (error) {
      const outcome = classify(error, options.signal, options.retryableStatus);
      if (outcome instanceof UploadError) throw outcome;
      if (tries >= retries) {
        const response = (outcome.cause as { response?: HttpAnswer } | null)?.response;
        throw new UploadError(response ? "server" : "network", undefined, {
          ...(response ? { status: response.status } : {}),
          cause: outcome.cause,
        });
      }
      try {
        await sleep(backoffDelay(tries + 1, { baseMs: base, maxMs: max }, outcome.retryAfterMs), options.signal);
      } catch (reason) {
        throw new UploadError("cancelled", undefined, { cause: reason });
      }
      options.onRetry?.(tries + 1);
    }
  }
}
