import { ApiCode } from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import type { MessageKey } from "../../i18n/messages";
import { ByteLimitExceeded } from "./storage/storage";

/**
 * What went wrong while bytes were arriving, as a client should see it: too many bytes is 413 with the given
 * message, anything else (a dropped connection, a broken form) is a 400 saying the upload was interrupted.
 */
export function receiveFailure(error: unknown, tooLargeKey: MessageKey, params: Record<string, string | number>): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (error instanceof ByteLimitExceeded || code === "FST_REQ_FILE_TOO_LARGE") {
    return new ApiError(413, ApiCode.TOO_LARGE, tooLargeKey, params);
  }
  return new ApiError(400, ApiCode.BAD_REQUEST, "uploadInterrupted");
}
