import type { UploadResult } from "@sxz/contract";

export type { UploadResult };

/** Progress of one upload, from XHR upload progress: bytes of the file that have reached the server's socket. */
export interface UploadProgress {
  /** File bytes sent so far (parts held by the server from before a reload count as sent). */
  loaded: number;
  total: number;
  /** Recent speed over the last few seconds; 0 until measurable. */
  bytesPerSecond: number;
  /** Seconds to go at the recent speed; null while the speed is unknown. */
  etaSeconds: number | null;
}

export interface RetryOptions {
  /** Retries after the first attempt, per step (init, each part, combine, …); 5 by default. */
  retries?: number;
  /** First back-off delay in ms (doubled per retry, with jitter); 500 by default. */
  baseDelayMs?: number;
  /** Longest back-off delay in ms; 15,000 by default. */
  maxDelayMs?: number;
}

export interface CommonUploadOptions {
  /** Display name sent to the server; the file's own name by default. */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload (and tells the server, for chunked uploads). */
  signal?: AbortSignal;
  retry?: RetryOptions;
}

export interface SimpleUploadOptions extends CommonUploadOptions {
  bucketName: string;
  module?: string;
}

export interface ChunkedUploadOptions extends CommonUploadOptions {
  bucketName: string;
  module: string;
  /** Bytes per part; 19,922,944 (CL-UP-3) by default. */
  partSize?: number;
  /** Parts in flight at once; 3 by default. */
  concurrency?: number;
  /** Keep the session for a resume after a reload (IndexedDB); on by default. */
  resumable?: boolean;
  /** Called when the server has confirmed a part. */
  onPartUploaded?: (partNumber: number) => void;
}

export interface DocumentUploadOptions extends CommonUploadOptions {
  provider: string;
}

export interface AutoUploadOptions extends ChunkedUploadOptions {
  /** Files larger than this go chunked; one part size by default. */
  chunkedThreshold?: number;
}

export type UploadState = "running" | "paused" | "done" | "failed" | "cancelled";

/** A running upload: await it for the result; pause, resume or cancel it meanwhile. */
export interface UploadTask extends Promise<UploadResult> {
  /** Stops sending parts (in-flight part requests are aborted and resent on resume); the server keeps its parts. */
  pause(): void;
  resume(): void;
  /** Aborts every request, tells the server to drop the parts, forgets the saved session. */
  cancel(): void;
  readonly state: UploadState;
}
