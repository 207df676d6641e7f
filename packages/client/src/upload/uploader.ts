import { UPLOAD_LIMITS } from "@sxz/contract";
import type { UploaderDeps } from "./deps";
import type { DocumentUploadResult } from "./document";
import type { ResumeStore } from "./resume-store";
import { startTask, UploadControl } from "./task";
import type {
  AutoUploadOptions,
  ChunkedUploadOptions,
  DocumentUploadOptions,
  SimpleUploadOptions,
  UploadTask,
} from "./types";

type UploadFile = Blob & { name?: string; lastModified?: number };

/** The client's upload service: `client.upload`. */
export interface Uploader {
  /** Signed URL, then one PUT (CL-UP-1). Cancel through the task or `signal`. */
  simple(file: UploadFile, options: SimpleUploadOptions): UploadTask;
  /** Parts of 19 MiB, 3 at a time, retried, resumable after a reload; pause, resume, cancel (CL-UP-2, CL-UP-3). */
  chunked(file: UploadFile, options: ChunkedUploadOptions): UploadTask;
  /** Multipart form with fileName and provider (CL-UP-4). */
  document(file: UploadFile, options: DocumentUploadOptions): UploadTask & Promise<DocumentUploadResult>;
  /** Chunked above the threshold (one part size by default), simple otherwise. */
  auto(file: UploadFile, options: AutoUploadOptions): UploadTask;
}

const loadSteps = () => import("./steps");

export function createUploader(deps: UploaderDeps): Uploader {
  let store: Promise<ResumeStore> | undefined;
  const resumeStore = () =>
    (store ??= deps.resumeStore
      ? Promise.resolve(deps.resumeStore)
      : loadSteps().then((steps) => steps.createResumeStore()));
  const chunked = (file: UploadFile, options: ChunkedUploadOptions) => {
    const control = new UploadControl(options.signal);
    return startTask(
      control,
      async () => (await loadSteps()).uploadChunked(deps, await resumeStore(), file, options, control),
      deps.failureMessage,
    );
  };
  const simple = (file: UploadFile, options: SimpleUploadOptions) => {
    const control = new UploadControl(options.signal);
    return startTask(
      control,
      async () => (await loadSteps()).uploadSimple(deps, file, options, control),
      deps.failureMessage,
    );
  };
  return {
    simple,
    chunked,
    document(file, options) {
      const control = new UploadControl(options.signal);
      return startTask(
        control,
        async () => (await loadSteps()).uploadDocument(deps, file, options, control),
        deps.failureMessage,
      ) as UploadTask & Promise<DocumentUploadResult>;
    },
    auto(file, options) {
      const threshold =
        options.chunkedThreshold ?? options.partSize ?? deps.defaults?.partSize ?? UPLOAD_LIMITS.defaultPartSize;
      return file.size > threshold ? chunked(file, options) : simple(file, options);
    },
  };
}
