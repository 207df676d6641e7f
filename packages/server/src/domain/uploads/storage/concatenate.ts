import { Readable } from "node:stream";
import type { UploadStorage } from "./storage";

/**
 * The objects under `keys`, one after the other, as one stream (one object open at a time). Combining a chunked
 * upload writes this stream under the file's key, so the file's SHA-256 is taken over the bytes really stored.
 */
export function concatenation(storage: UploadStorage, keys: readonly string[]): Readable {
  async function* inOrder() {
    for (const key of keys) yield* await storage.read(key);
  }
  return Readable.from(inOrder(), { objectMode: false });
}
