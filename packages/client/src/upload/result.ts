import type { StoredFile } from "@sxz/contract";
import type { UploadResult } from "./types";

/** The upload result of CL-ENT-5 from the server's description of a stored file. */
export function toResult(file: StoredFile, message: string): UploadResult {
  return {
    uuid: file.uuid,
    urlValue: file.staticUrl,
    signature: file.signature,
    fileName: file.fileName,
    success: true,
    message,
    size: file.size,
    sha256: file.sha256,
  };
}
