import type { DroppedRecord } from "@sxz/contract";
import type { PlatformHttp } from "../http/request-options";
import type { ResumeStore } from "./resume-store";
import type { RetryOptions } from "./types";

/** What the uploader needs from the rest of the client; explicit, so it can be tested alone. */
export interface UploaderDeps {
  /** The platform's `http` (token, platform headers, 401 refresh and replay). */
  http: Pick<PlatformHttp, "get" | "post">;
  /** The current access token; an upload without one fails with 上传异常 before sending (CL-VAL-7). */
  getAccessToken(): string | undefined;
  /** The signed-in user, so one browser never resumes another user's session. */
  getUserId?(): string | undefined;
  /**
   * The failure message in the page's language (the i18n service's `uploadFailed`); 上传异常 (CL-ERR-9) without
   * it. A refusal (901100007) keeps the server's own message.
   */
  failureMessage?(): string;
  /**
   * Hears the records an answer's reader left out (a part of `listParts` it could not read is not counted as held,
   * so it is sent again), once per answer. The client's `onAnswerDropped`.
   */
  onAnswerDropped?(dropped: { url: string; dropped: DroppedRecord[] }): void;
  /** Where chunked sessions are kept for resume; IndexedDB by default. */
  resumeStore?: ResumeStore;
  /** Sends simple uploads to their signed URL: a plain instance, so no token travels to a storage host. */
  storageHttp?: Pick<PlatformHttp, "put">;
  defaults?: {
    partSize?: number;
    concurrency?: number;
    retry?: RetryOptions;
    /** A part request that reports no progress for this long is aborted and retried; 60 s by default. */
    stallTimeoutMs?: number;
  };
}
