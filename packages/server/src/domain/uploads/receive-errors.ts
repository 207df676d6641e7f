import { ApiCode } from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import { classifyFault } from "../../http/faults";
import type { MessageKey } from "../../i18n/messages";
import { ByteLimitExceeded } from "./storage/storage";

/**
 * What went wrong while bytes were arriving, as a client should see it: too many bytes is 413 with the given
 * message; a fault of the storage's side (a full disk, a failing bucket) stays itself, for the error handler to
 * answer 507/503 (http/faults.ts); anything else (a dropped connection, a broken form) is a 400 saying the upload
 * was interrupted. The storage has already removed what the failed write left (its temporary file, its parts).
 */
export function receiveFailure(
  error: unknown,
  tooLargeKey: MessageKey,
  params: Record<string, string | number>,
): unknown {
  if (error instanceof ApiError) return error;
  const fault = classifyFault(error);
  if (fault === "disk-full" || fault === "storage-unavailable") return error;
  const code = (error as { code?: string } | null)?.code;
  if (error instanceof ByteLimitExceeded || code === "FST_REQ_FILE_TOO_LARGE") {
    return new ApiError(413, ApiCode.TOO_LARGE, tooLargeKey, params);
  }
  return new ApiError(400, ApiCode.BAD_REQUEST, "uploadInterrupted");
}
