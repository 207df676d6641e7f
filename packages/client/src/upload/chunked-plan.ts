import { UPLOAD_LIMITS } from "@sxz/contract";
import type { UploaderDeps } from "./deps";
import type { ChunkedUploadOptions, RetryOptions } from "./types";

export type UploadFile = Blob & { name?: string; lastModified?: number };

/** One chunked upload's settings: the call's options first, then the uploader's defaults, then the platform's. */
export interface ChunkedPlan {
  partSize: number;
  concurrency: number;
  stallTimeoutMs: number;
  fileName: string;
  total: number;
  partCount: number;
  retry: RetryOptions;
  resumable: boolean;
}

export function chunkedPlan(
  defaults: UploaderDeps["defaults"],
  file: UploadFile,
  options: ChunkedUploadOptions,
): ChunkedPlan {
  const partSize = options.partSize ?? defaults?.partSize ?? UPLOAD_LIMITS.defaultPartSize;
  return {
    partSize,
    concurrency: Math.max(1, options.concurrency ?? defaults?.concurrency ?? 3),
    stallTimeoutMs: defaults?.stallTimeoutMs ?? 60_000,
    fileName: options.fileName ?? file.name ?? "file",
    total: file.size,
    partCount: Math.ceil(file.size / partSize),
    retry: { ...defaults?.retry, ...options.retry },
    resumable: options.resumable !== false,
  };
}

/** The bytes of one part (numbered from 1): a full part, or what is left of the file for the last one. */
export function partRange(partNumber: number, partSize: number, total: number): { start: number; end: number } {
  const start = (partNumber - 1) * partSize;
  return { start, end: Math.min(total, start + partSize) };
}

/** The parts the server holds whole (a part of another size is sent again), by number, with their sizes. */
export function heldParts(
  parts: ReadonlyArray<{ partNumber: number; size: number }>,
  partSize: number,
  total: number,
): Map<number, number> {
  const held = new Map<number, number>();
  for (const part of parts) {
    const { start, end } = partRange(part.partNumber, partSize, total);
    if (part.size === end - start) held.set(part.partNumber, part.size);
  }
  return held;
}

/** The part numbers still to send, in order. */
export function missingParts(partCount: number, held: ReadonlyMap<number, number>): number[] {
  const missing: number[] = [];
  for (let n = 1; n <= partCount; n++) if (!held.has(n)) missing.push(n);
  return missing;
}
