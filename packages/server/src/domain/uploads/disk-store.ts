import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import type { TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A stream carried more bytes than allowed. */
export class ByteLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

/** Counts and hashes bytes on their way to disk, and stops the stream once it passes the limit. */
class MeasuringStream extends Transform {
  size = 0;
  private readonly hash = createHash("sha256");
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return callback(new ByteLimitExceeded(this.limit));
    this.hash.update(chunk);
    callback(null, chunk);
  }
  digest(): string {
    return this.hash.digest("hex");
  }
}

export interface ReceivedFile {
  /** A temporary file; commit it or discard it. */
  tmpPath: string;
  size: number;
  sha256: string;
}

/**
 * Files on disk under DATA_DIR/uploads. Every name is server-made (UUIDs and part numbers), so a client's
 * file name can never become a path. Bytes only ever flow as streams: memory stays flat for any size.
 */
export class DiskStore {
  private readonly root: string;
  constructor(dataDir: string) {
    this.root = join(dataDir, "uploads");
  }

  private get tmpDir(): string {
    return join(this.root, "tmp");
  }

  filePath(uuid: string): string {
    return join(this.root, "files", uuid);
  }

  partsDir(uploadId: string): string {
    return join(this.root, "parts", uploadId);
  }

  partPath(uploadId: string, partNumber: number): string {
    return join(this.partsDir(uploadId), `${partNumber}.part`);
  }

  /** Streams `source` into a temporary file, hashing as it goes; rejects with ByteLimitExceeded past `limit`. */
  async receive(source: Readable, limit: number): Promise<ReceivedFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmpPath = join(this.tmpDir, `${randomUUID()}.tmp`);
    const measure = new MeasuringStream(limit);
    try {
      await pipeline(source, measure, createWriteStream(tmpPath));
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
    return { tmpPath, size: measure.size, sha256: measure.digest() };
  }

  /** Concatenates files in order into a temporary file (streamed, one open file at a time). */
  async concatenate(paths: readonly string[]): Promise<ReceivedFile> {
    async function* inOrder() {
      for (const path of paths) yield* createReadStream(path);
    }
    return this.receive(Readable.from(inOrder(), { objectMode: false }), Number.MAX_SAFE_INTEGER);
  }

  /** Moves a received file into place atomically (a reader never sees half a file). */
  async commit(tmpPath: string, destination: string): Promise<void> {
    await mkdir(join(destination, ".."), { recursive: true });
    await rename(tmpPath, destination);
  }

  async discard(tmpPath: string): Promise<void> {
    await rm(tmpPath, { force: true });
  }

  async removeParts(uploadId: string): Promise<void> {
    await rm(this.partsDir(uploadId), { recursive: true, force: true });
  }

  async removeFile(uuid: string): Promise<void> {
    await rm(this.filePath(uuid), { force: true });
  }

  /** The folders of parts on disk (one per chunked upload), with the time each last changed. */
  async partFolders(): Promise<Array<{ uploadId: string; modifiedAt: number }>> {
    const entries = await this.entriesOf(join(this.root, "parts"));
    return entries.map(({ name, modifiedAt }) => ({ uploadId: name, modifiedAt }));
  }

  /** Removes temporary files last written before `before` (left by a process that died mid-upload); answers how many. */
  async removeTemporaryFilesOlderThan(before: number): Promise<number> {
    let removed = 0;
    for (const entry of await this.entriesOf(this.tmpDir)) {
      if (entry.modifiedAt >= before) continue;
      await rm(join(this.tmpDir, entry.name), { force: true });
      removed += 1;
    }
    return removed;
  }

  private async entriesOf(folder: string): Promise<Array<{ name: string; modifiedAt: number }>> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      return [];
    }
    const entries: Array<{ name: string; modifiedAt: number }> = [];
    for (const name of names) {
      // An entry removed while listing (an upload finishing) is simply skipped.
      const info = await stat(join(folder, name)).catch(() => null);
      if (info) entries.push({ name, modifiedAt: info.mtimeMs });
    }
    return entries;
  }
}
