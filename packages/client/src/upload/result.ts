import type { StoredFileAnswer } from "@sxz/contract";
import type { UploadResult } from "./types";

/** The upload result of CL-ENT-5 from the server's description of a stored file (unknown figures left out). */
export function toResult(file: StoredFileAnswer, message: string, fallbackName = ""): UploadResult {
  return {
    uuid: file.uuid,
    urlValue: file.staticUrl,
    signature: file.signature ?? "",
    fileName: file.fileName ?? fallbackName,
    success: true,
    message,
    ...(file.size !== null ? { size: file.size } : {}),
    ...(file.sha256 !== null ? { sha256: file.sha256 } : {}),
  };
}
