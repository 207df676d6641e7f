// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** Limits of the upload endpoints (CL-UP-*). */
export const UPLOAD_LIMITS = {
  /** The client's part size (CL-UP-3): 19 MiB. */
  defaultPartSize: 19_922_944,
  /** Smallest part size a chunked session accepts (small parts keep tests fast; 1 KiB stops abuse). */
  minPartSize: 1024,
  /** Largest part size a chunked session accepts. */
  maxPartSize: 100 * 1024 * 1024,
  /** Most parts one chunked session may have. */
  maxParts: 10_000,
  /** How long a signed simple-upload PUT URL stays valid. */
  signedUrlTtlSeconds: 15 * 60,
} as const;
