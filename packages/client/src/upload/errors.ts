/** The message of every upload failure the server did not word itself (CL-ERR-9, CL-VAL-7). */
export const UPLOAD_FAILED_MESSAGE = "上传异常";

export type UploadErrorKind =
  /** 901100007: the server refused the upload (bucket, module or size); the message is the server's (CL-ERR-5). */
  | "refused"
  /** No access token: nothing was sent (CL-VAL-7). */
  | "no-token"
  /** A part had no data, or the server answered a step without data (CL-VAL-7). */
  | "empty"
  /** The server answered a step in a shape that cannot be used (a field missing or of the wrong type): not retried. */
  | "malformed"
  /** The server refused a step (4xx) or kept failing (5xx, 429) after every retry. */
  | "server"
  /** The network kept failing after every retry. */
  | "network"
  /** The upload was cancelled (cancel() or the AbortSignal). */
  | "cancelled";

/** Every upload failure ends in one of these: never a hang, never an untyped rejection. */
export class UploadError extends Error {
  override readonly name = "UploadError";
  constructor(
    readonly kind: UploadErrorKind,
    message: string = UPLOAD_FAILED_MESSAGE,
    readonly details: { status?: number; code?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

export function isUploadError(error: unknown, kind?: UploadErrorKind): error is UploadError {
  return error instanceof UploadError && (kind === undefined || error.kind === kind);
}
