import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** A real S3-compatible server (s3rver) on a free port with its own temporary folder. */
export interface S3TestServer {
  endpoint: string;
  /** Creates a new empty bucket and answers the server settings that store uploads in it. */
  bucketEnv(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

const ACCESS_KEY = "S3RVER";

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "sxz-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    endpoint,
    async bucketEnv() {
      const bucket = `sxz-test-${randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        STORAGE: "s3",
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: "us-east-1",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The storages every upload suite runs over. */
export const STORAGE_KINDS = ["local", "s3"] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** The settings of one storage for a suite: none for local disk, a fresh bucket on a started s3rver for s3. */
export function storageUnderTest(kind: StorageKind): {
  env(): Promise<Record<string, string>>;
  close(): Promise<void>;
} {
  let s3: S3TestServer | undefined;
  return {
    async env() {
      if (kind === "local") return {};
      s3 ??= await startS3Server();
      return s3.bucketEnv();
    },
    async close() {
      await s3?.close();
    },
  };
}
