import { extname } from "node:path";
import type { Readable } from "node:stream";
import { ApiCode } from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import type { UploadContext } from "./context";
import { isFileSignature } from "./signing";
import { fileKey, StoredObjectMissing } from "./storage/storage";
import type { ByteRange } from "./storage/storage";
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
  /** 200 for the whole file, 206 for a range, 416 for a range outside the file. */
  status: 200 | 206 | 416;
  stream: Readable | null;
  headers: Record<string, string>;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (what video players send); anything else means the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "unsatisfiable";
  return { start, end };
}

/** A stored file for `GET` of its static URL: the signature is checked, the bytes (or one range) streamed from storage. */
export async function openStoredFile(
  ctx: UploadContext,
  uuid: string,
  signature: string,
  rangeHeader?: string,
): Promise<FileToSend> {
  if (!isFileSignature(ctx.secret, uuid, signature))
    throw new ApiError(403, ApiCode.FORBIDDEN, "uploadSignatureInvalid");
  const row = await findFile(ctx.db, uuid);
  if (!row || row.status !== "stored") throw new ApiError(404, ApiCode.NOT_FOUND, "uploadFileNotFound");
  const inline = INLINE_TYPES[extname(row.file_name).toLowerCase()];
  const encodedName = encodeURIComponent(row.file_name);
  const size = Number(row.size ?? 0);
  const headers: Record<string, string> = {
    "content-type": inline ?? "application/octet-stream",
    "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodedName}`,
    // Even an inline file gets no scripts and no origin of its own.
    "content-security-policy":
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    "x-content-type-options": "nosniff",
    "cache-control": "private, max-age=31536000, immutable",
    "accept-ranges": "bytes",
  };
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable")
    return {
      status: 416,
      stream: null,
      headers: { ...headers, "content-range": `bytes */${size}`, "content-length": "0" },
    };
  if (range) {
    return {
      status: 206,
      stream: await storedBytes(ctx, uuid, range),
      headers: {
        ...headers,
        "content-range": `bytes ${range.start}-${range.end}/${size}`,
        "content-length": String(range.end - range.start + 1),
      },
    };
  }
  return { status: 200, stream: await storedBytes(ctx, uuid), headers: { ...headers, "content-length": String(size) } };
}

/** The file's bytes; a row whose bytes are gone from storage (removed by hand, a wrong bucket) is a 404, not a 500. */
async function storedBytes(ctx: UploadContext, uuid: string, range?: ByteRange): Promise<Readable> {
  try {
    return await ctx.store.read(fileKey(uuid), range);
  } catch (error) {
    if (error instanceof StoredObjectMissing) throw new ApiError(404, ApiCode.NOT_FOUND, "uploadFileNotFound");
    throw error;
  }
}
