import { createReadStream } from "node:fs";
import type { ReadStream } from "node:fs";
import { extname } from "node:path";
import { ApiCode } from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import type { UploadContext } from "./context";
import { isFileSignature } from "./signing";
import { findFile } from "./stored-files";

/** Types a browser may render inline; everything else is served as a download, so no upload runs as a page. */
const INLINE_TYPES: Readonly<Record<string, string>> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

export interface FileToSend {
  stream: ReadStream;
  size: number;
  headers: Record<string, string>;
}

/** A stored file for `GET` of its static URL: the signature is checked, the bytes are streamed from disk. */
export async function openStoredFile(ctx: UploadContext, uuid: string, signature: string): Promise<FileToSend> {
  if (!isFileSignature(ctx.secret, uuid, signature)) throw new ApiError(403, ApiCode.FORBIDDEN, "uploadSignatureInvalid");
  const row = await findFile(ctx.db, uuid);
  if (!row || row.status !== "stored") throw new ApiError(404, ApiCode.NOT_FOUND, "uploadFileNotFound");
  const inline = INLINE_TYPES[extname(row.file_name).toLowerCase()];
  const encodedName = encodeURIComponent(row.file_name);
  return {
    stream: createReadStream(ctx.store.filePath(uuid)),
    size: Number(row.size ?? 0),
    headers: {
      "content-type": inline ?? "application/octet-stream",
      "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodedName}`,
      // Even an inline file gets no scripts and no origin of its own.
      "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=31536000, immutable",
    },
  };
}
