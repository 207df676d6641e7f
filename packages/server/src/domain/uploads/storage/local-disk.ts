import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Transform } from "node:stream";
import type { Readable, TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ByteMeasure } from "./measure";
import { StoredObjectMissing } from "./storage";
import type { ByteRange, UploadStorage, WriteOptions, Written } from "./storage";

/**
 * Uploads on local disk under DATA_DIR/uploads (the default; one process, or processes sharing one folder).
 * A key is a relative path under that folder: `files/<uuid>`, `parts/<uploadId>/<n>.part`. Writes land in
 * `tmp/` and are renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements UploadStorage {
  readonly kind = "local" as const;
  private readonly root: string;
  constructor(dataDir: string) {
    this.root = join(dataDir, "uploads");
  }

  private get tmpDir(): string {
    return join(this.root, "tmp");
  }

  /** Keys are server-made; anything else reaching here is a bug, never a path to follow. */
  private pathOf(key: string): string {
    if (
      !/^[A-Za-z0-9-]+(\/[A-Za-z0-9.-]+)*\/?$/.test(key) ||
      key.split("/").some((segment) => segment === "." || segment === "..")
    ) {
      throw new Error(`not a storage key: ${key}`);
    }
    return join(this.root, key);
  }

  async write(key: string, source: Readable, options: WriteOptions): Promise<Written> {
    const destination = this.pathOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    const tmpPath = join(this.tmpDir, `${randomUUID()}.tmp`);
    const measure = new ByteMeasure(options.maxBytes);
    const measuring = new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        try {
          measure.add(chunk);
          callback(null, chunk);
        } catch (error) {
          callback(error as Error);
        }
      },
    });
    try {
      await pipeline(source, measuring, createWriteStream(tmpPath));
      const written = measure.result();
      await options.accept?.(written);
      await mkdir(dirname(destination), { recursive: true });
      await rename(tmpPath, destination);
      return written;
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      await access(path);
    } catch {
      throw new StoredObjectMissing(key);
    }
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: number } | undefined> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size, modifiedAt: info.mtimeMs } : undefined;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeAll(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async partUploads(): Promise<Array<{ uploadId: string; modifiedAt: number }>> {
    const entries = await this.entriesOf(join(this.root, "parts"));
    return entries.map(({ name, modifiedAt }) => ({ uploadId: name, modifiedAt }));
  }

  async removeUnfinishedWrites(before: number): Promise<number> {
    let removed = 0;
    for (const entry of await this.entriesOf(this.tmpDir)) {
      if (entry.modifiedAt >= before) continue;
      await rm(join(this.tmpDir, entry.name), { force: true });
      removed += 1;
    }
    return removed;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
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
