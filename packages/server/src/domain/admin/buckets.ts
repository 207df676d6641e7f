import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { UPLOAD_BUCKETS } from "../uploads/buckets";

type Db = Kysely<Database>;

export interface BucketReport {
  bucket: string;
  modules: string[];
  /** Whether review images are stored here (bucket sxz-image, module review). */
  reviewImages: boolean;
  /** Files stored (finished uploads), their bytes, and uploads not finished (pending tickets, open chunked uploads). */
  files: number;
  bytes: number;
  unfinished: number;
}

/** The upload buckets (fixed by the server: domain/uploads/buckets.ts) with what each holds. */
export async function listBuckets(db: Db): Promise<BucketReport[]> {
  const stored = await db
    .selectFrom("stored_files")
    .select(["bucket", "status"])
    .select((eb) => [eb.fn.countAll<number>().as("files"), eb.fn.sum<number>("size").as("bytes")])
    .groupBy(["bucket", "status"])
    .execute();
  const open = await db
    .selectFrom("upload_sessions")
    .select("bucket")
    .select((eb) => eb.fn.countAll<number>().as("open"))
    .where("status", "!=", "done")
    .groupBy("bucket")
    .execute();
  return Object.entries(UPLOAD_BUCKETS).map(([bucket, modules]) => {
    const rows = stored.filter((row) => row.bucket === bucket);
    const done = rows.filter((row) => row.status === "stored");
    return {
      bucket,
      modules: [...modules],
      reviewImages: bucket === "sxz-image" && modules.includes("review"),
      files: done.reduce((sum, row) => sum + Number(row.files), 0),
      bytes: done.reduce((sum, row) => sum + Number(row.bytes ?? 0), 0),
      unfinished:
        rows.filter((row) => row.status !== "stored").reduce((sum, row) => sum + Number(row.files), 0) +
        Number(open.find((row) => row.bucket === bucket)?.open ?? 0),
    };
  });
}
