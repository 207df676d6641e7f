/** Where uploads are stored, from STORAGE and the S3_* variables (checked by loadConfig). */
export type StorageSettings = { kind: "local" } | ({ kind: "s3" } & S3Settings);

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2 …); unset means AWS S3 of `region`. */
  endpoint: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, instance or task role, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

type Env = Record<string, string | undefined>;

export class StorageSettingError extends Error {}

/** STORAGE=local|s3 and, for s3, S3_BUCKET (required), S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY. */
export function storageSettings(env: Env): StorageSettings {
  const kind = env.STORAGE?.trim().toLowerCase() || "local";
  if (kind === "local") return { kind: "local" };
  if (kind !== "s3") throw new StorageSettingError(`STORAGE must be local or s3, got "${env.STORAGE}"`);
  const bucket = env.S3_BUCKET?.trim() ?? "";
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new StorageSettingError(
      `STORAGE=s3 needs S3_BUCKET, a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens, got "${env.S3_BUCKET ?? ""}"`,
    );
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || !["http:", "https:"].includes(url.protocol))
      throw new StorageSettingError(
        `S3_ENDPOINT must be an http(s) URL like https://s3.example.com, got "${endpoint}"`,
      );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? "";
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? "";
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new StorageSettingError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all (unset: the AWS SDK's default credentials)",
    );
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? "";
  if (pathStyle && !["true", "false", "1", "0"].includes(pathStyle))
    throw new StorageSettingError(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  return {
    kind: "s3",
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint,
    // An own endpoint is usually MinIO-like (path style); AWS itself wants virtual-hosted style.
    forcePathStyle: pathStyle ? pathStyle === "true" || pathStyle === "1" : endpoint !== undefined,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
  };
}
