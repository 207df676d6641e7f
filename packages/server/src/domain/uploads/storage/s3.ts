import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { CompletedPart } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { StorageFailed } from "../../../http/faults";
import { ByteMeasure } from "./measure";
import { StoredObjectMissing } from "./storage";
import type { ByteRange, UploadStorage, WriteOptions, Written } from "./storage";
import type { S3Settings } from "./settings";

/** S3's smallest part but the last is 5 MiB; 8 MiB keeps a 10 GiB file within 1,280 parts (the limit is 10,000). */
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * Uploads in an S3-compatible bucket, shared by every server process. A write buffers at most one part
 * (8 MiB) in memory: a body that ends within it becomes one PutObject, a longer one a multipart upload
 * that is completed only after `accept` passed — until then S3 shows nothing under the key.
 */
export class S3Storage implements UploadStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  constructor(
    settings: S3Settings,
    private readonly partBytes = DEFAULT_PART_BYTES,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers (MinIO, Ceph, s3rver) do not all know the
      // newer default CRC headers, and every byte is SHA-256-hashed by this server anyway.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async write(key: string, source: Readable, options: WriteOptions): Promise<Written> {
    const measure = new ByteMeasure(options.maxBytes);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    // The bucket's failures (an error answer, no answer) are told apart from the client's (a body cut short).
    const bucket = <T>(sending: Promise<T>): Promise<T> =>
      sending.catch((error: unknown) => {
        throw new StorageFailed(error);
      });
    const sendPart = async () => {
      uploadId ??= (await bucket(this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }))))
        .UploadId;
      const PartNumber = parts.length + 1;
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const { ETag } = await bucket(
        this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }),
        ),
      );
      parts.push({ PartNumber, ETag });
    };
    try {
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        measure.add(bytes);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= this.partBytes) await sendPart();
      }
      const written = measure.result();
      await options.accept?.(written);
      if (uploadId === undefined) {
        await bucket(
          this.client.send(
            new PutObjectCommand({
              Bucket: this.bucket,
              Key: key,
              Body: Buffer.concat(pending),
              ContentLength: pendingBytes,
            }),
          ),
        );
      } else {
        if (pendingBytes > 0) await sendPart();
        await bucket(
          this.client.send(
            new CompleteMultipartUploadCommand({
              Bucket: this.bucket,
              Key: key,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          ),
        );
      }
      return written;
    } catch (error) {
      if (uploadId !== undefined) await this.abandon(key, uploadId);
      throw error;
    }
  }

  /** Frees an unfinished multipart upload's parts; where the server refuses, the bucket's lifecycle rule does it later. */
  private async abandon(key: string, uploadId: string): Promise<void> {
    await this.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }))
      .catch(() => undefined);
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (statusOf(error) === 404) throw new StoredObjectMissing(key);
      throw new StorageFailed(error);
    }
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: number } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0), modifiedAt: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async removeAll(prefix: string): Promise<void> {
    for await (const objects of this.listed(prefix)) {
      if (objects.length === 0) continue;
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: objects.map(({ key }) => ({ Key: key })), Quiet: true },
        }),
      );
    }
  }

  async partUploads(): Promise<Array<{ uploadId: string; modifiedAt: number }>> {
    const newest = new Map<string, number>();
    for await (const objects of this.listed("parts/")) {
      for (const { key, modifiedAt } of objects) {
        const uploadId = key.split("/")[1];
        if (uploadId) newest.set(uploadId, Math.max(newest.get(uploadId) ?? 0, modifiedAt));
      }
    }
    return [...newest].map(([uploadId, modifiedAt]) => ({ uploadId, modifiedAt }));
  }

  /**
   * Aborts multipart uploads begun before `before` (their process stopped mid-write). A server without
   * ListMultipartUploads (some S3-compatible ones) answers 0 here: the bucket's AbortIncompleteMultipartUpload
   * lifecycle rule is then what frees them (see the README).
   */
  async removeUnfinishedWrites(before: number): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (error) {
        if (statusOf(error) === 501) return removed;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? before) >= before) continue;
        await this.abandon(upload.Key, upload.UploadId);
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const why =
        status === 404
          ? "does not exist"
          : status === 403
            ? "refuses these credentials"
            : `cannot be reached (${(error as Error).message})`;
      throw new Error(`S3_BUCKET ${this.bucket} ${why}`);
    }
  }

  private async *listed(prefix: string): AsyncGenerator<Array<{ key: string; modifiedAt: number }>> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      yield (page.Contents ?? []).flatMap((item) =>
        item.Key ? [{ key: item.Key, modifiedAt: item.LastModified?.getTime() ?? 0 }] : [],
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
