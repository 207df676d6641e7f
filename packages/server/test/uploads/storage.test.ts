import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { buildApp } from "../../src/app";
import { createStorage } from "../../src/domain/uploads/storage/create-storage";
import { storageSettings } from "../../src/domain/uploads/storage/settings";
import { ByteLimitExceeded, StoredObjectMissing, fileKey } from "../../src/domain/uploads/storage/storage";
import type { UploadStorage } from "../../src/domain/uploads/storage/storage";
import { STORAGE_KINDS, startS3Server, storageUnderTest } from "../support/s3";

const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** A body arriving in chunks, as a request does. */
const streamOf = (bytes: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe.each(STORAGE_KINDS)("upload storage (%s)", (kind) => {
  const storage = storageUnderTest(kind);
  let store: UploadStorage;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "sxz-storage-"));
    store = createStorage(storageSettings(await storage.env()), dataDir);
    await store.check();
  });
  afterAll(async () => {
    await store.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes a stream under a key with its size and SHA-256, reads it back whole or one range, and removes it", async () => {
    const bytes = randomBytes(300_000);
    const key = fileKey("0b9a3a52-6a7e-4c6f-9d55-2f7d1c0c1a01");
    expect(await store.write(key, streamOf(bytes), { maxBytes: bytes.length })).toEqual({
      size: bytes.length,
      sha256: hashOf(bytes),
    });
    expect(await store.stat(key)).toMatchObject({ size: bytes.length });
    expect(hashOf(await readAll(await store.read(key)))).toBe(hashOf(bytes));
    expect(await readAll(await store.read(key, { start: 10, end: 19 }))).toEqual(bytes.subarray(10, 20));
    await store.remove(key);
    expect(await store.stat(key)).toBeUndefined();
    await expect(store.read(key)).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it("a write over the limit or refused by its check leaves nothing new, and an earlier object under the key stays as it was", async () => {
    const key = fileKey("0b9a3a52-6a7e-4c6f-9d55-2f7d1c0c1a02");
    const good = randomBytes(2000);
    await store.write(key, streamOf(good), { maxBytes: 10_000 });
    await expect(store.write(key, streamOf(randomBytes(20_000)), { maxBytes: 10_000 })).rejects.toBeInstanceOf(
      ByteLimitExceeded,
    );
    await expect(
      store.write(key, streamOf(randomBytes(3000)), {
        maxBytes: 10_000,
        accept: () => {
          throw new Error("wrong size");
        },
      }),
    ).rejects.toThrow("wrong size");
    expect(await readAll(await store.read(key))).toEqual(good);
    const fresh = fileKey("0b9a3a52-6a7e-4c6f-9d55-2f7d1c0c1a03");
    await expect(
      store.write(fresh, streamOf(randomBytes(100)), { maxBytes: 10, accept: () => undefined }),
    ).rejects.toBeInstanceOf(ByteLimitExceeded);
    expect(await store.stat(fresh)).toBeUndefined();
  });

  it("a body larger than one S3 part (8 MiB) is stored whole, and one refused after its first parts were sent stays invisible", async () => {
    const big = randomBytes(12 * 1024 * 1024 + 7);
    const key = fileKey("0b9a3a52-6a7e-4c6f-9d55-2f7d1c0c1a04");
    expect(await store.write(key, streamOf(big, 1024 * 1024), { maxBytes: big.length })).toEqual({
      size: big.length,
      sha256: hashOf(big),
    });
    expect(hashOf(await readAll(await store.read(key)))).toBe(hashOf(big));
    const refused = fileKey("0b9a3a52-6a7e-4c6f-9d55-2f7d1c0c1a05");
    await expect(
      store.write(refused, streamOf(big, 1024 * 1024), {
        maxBytes: big.length,
        accept: () => {
          throw new Error("session cancelled");
        },
      }),
    ).rejects.toThrow("session cancelled");
    expect(await store.stat(refused)).toBeUndefined();
  });
});

describe("storage settings", () => {
  it("STORAGE=s3 needs a valid bucket; a bad endpoint, half the credentials or an unknown storage stop the start with a message naming the variable", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-storage-config-"));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: "local" });
      const cases: Array<[Record<string, string>, RegExp]> = [
        [{ STORAGE: "ftp" }, /STORAGE must be local or s3/],
        [{ STORAGE: "s3" }, /S3_BUCKET/],
        [{ STORAGE: "s3", S3_BUCKET: "Bad_Bucket" }, /S3_BUCKET/],
        [{ STORAGE: "s3", S3_BUCKET: "uploads", S3_ENDPOINT: "ftp://files" }, /S3_ENDPOINT/],
        [{ STORAGE: "s3", S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "key" }, /S3_SECRET_ACCESS_KEY/],
        [{ STORAGE: "s3", S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "maybe" }, /S3_FORCE_PATH_STYLE/],
      ];
      for (const [env, message] of cases) {
        expect(() => loadConfig({ DATA_DIR: dataDir, ...env }), JSON.stringify(env)).toThrow(ConfigError);
        expect(() => loadConfig({ DATA_DIR: dataDir, ...env }), JSON.stringify(env)).toThrow(message);
      }
      expect(
        loadConfig({ DATA_DIR: dataDir, STORAGE: "s3", S3_BUCKET: "uploads", S3_ENDPOINT: "http://minio:9000" })
          .storage,
      ).toMatchObject({
        kind: "s3",
        bucket: "uploads",
        region: "us-east-1",
        forcePathStyle: true,
        credentials: undefined,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a start whose bucket does not exist stops with a message naming it, not at the first upload", async () => {
    const s3 = await startS3Server();
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-storage-start-"));
    try {
      const env = { ...(await s3.bucketEnv()), S3_BUCKET: "no-such-bucket" };
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
      await expect(buildApp(config)).rejects.toThrow(/S3_BUCKET no-such-bucket does not exist/);
    } finally {
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
