// @sxz/client/upload: simple, chunked (resumable) and document uploads.
export { createUploader } from "./uploader";
export type { Uploader } from "./uploader";
export type { UploaderDeps } from "./deps";
export type { DocumentUploadResult } from "./document";
export { createResumeStore } from "./resume-store";
export type { ResumeStore, SavedUpload } from "./resume-store";
export { UploadError, isUploadError, UPLOAD_FAILED_MESSAGE } from "./errors";
export type { UploadErrorKind } from "./errors";
export type {
  AutoUploadOptions,
  ChunkedUploadOptions,
  CommonUploadOptions,
  DocumentUploadOptions,
  RetryOptions,
  SimpleUploadOptions,
  UploadProgress,
  UploadResult,
  UploadState,
  UploadTask,
} from "./types";
