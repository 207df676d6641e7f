import {
  readInitPartUpload,
  readPartUploadState,
  readStoredFile,
  readUploadedPartSize,
  uploadPaths,
} from "@sxz/contract";
import type { DroppedRecord, InitPartUploadAnswer, PartUploadStateAnswer, StoredFileAnswer } from "@sxz/contract";
import type { UploadProgressEvent } from "../http/transport";
import type { UploaderDeps } from "./deps";
import { envelopeData, runStep } from "./step";
import type { StepOptions } from "./step";

/** The chunked upload's server calls, one function each. */
type Calls = Pick<UploaderDeps, "http" | "onAnswerDropped">;

/** Which parts the server holds of a session (resume). */
export function listParts(deps: Calls, uploadId: string, step: StepOptions): Promise<PartUploadStateAnswer> {
  return runStep(async (signal) => {
    const response = await deps.http.get(uploadPaths.listParts.path, { params: { uploadId }, signal });
    const dropped: DroppedRecord[] = [];
    const state = envelopeData(response, (data) => readPartUploadState(data, (record) => dropped.push(record)));
    if (dropped.length > 0) deps.onAnswerDropped?.({ url: uploadPaths.listParts.path, dropped });
    return state;
  }, step);
}

export interface SessionRequest {
  fileName: string;
  fileSize: number;
  bucketName: string;
  module: string;
  partSize: number;
}

/** Opens a session on the server; no signal on the request itself (the caller decides what a cancel means). */
export function initSession(deps: Calls, request: SessionRequest, step: StepOptions): Promise<InitPartUploadAnswer> {
  const { fileName, fileSize, bucketName, module, partSize } = request;
  return runStep(
    async () =>
      envelopeData(
        await deps.http.post(
          uploadPaths.initPartUpload.path,
          { fileName, fileSize },
          { params: { bucketName, module, partSize } },
        ),
        readInitPartUpload,
      ),
    step,
  );
}

/** Tells the server to delete a session and its parts; a failure here must not hide the cancel itself. */
export function abortOnServer(deps: Calls, uploadId: string): Promise<unknown> {
  return runStep(
    async (signal) => deps.http.post(uploadPaths.abortPartUpload.path, undefined, { params: { uploadId }, signal }),
    { retries: 2, baseDelayMs: 200, signal: new AbortController().signal },
  ).catch(() => undefined);
}

/** One attempt at sending one part; the server's stored size, or null when it did not say. */
export async function postPart(
  deps: Calls,
  part: { uploadId: string; partNumber: number; blob: Blob; fileName: string },
  signal: AbortSignal,
  onUploadProgress: (event: UploadProgressEvent) => void,
): Promise<number | null> {
  const form = new FormData();
  form.append("file", part.blob, part.fileName);
  const response = await deps.http.post(uploadPaths.uploadPart.path, form, {
    params: { combine: 0, uploadId: part.uploadId, partNumberList: part.partNumber },
    signal,
    // Big parts on slow links take long: the stall timer, not a fixed time-out, decides.
    timeout: 0,
    onUploadProgress,
  });
  return envelopeData(response, readUploadedPartSize);
}

/** Joins the parts into the stored file; 409 while another combine of this session runs: it will finish, so ask again. */
export function combineParts(deps: Calls, uploadId: string, step: StepOptions): Promise<StoredFileAnswer> {
  return runStep(
    async (signal) =>
      envelopeData(
        await deps.http.get(uploadPaths.combinePart.path, { params: { uploadId }, signal, timeout: 0 }),
        readStoredFile,
      ),
    { ...step, retryableStatus: [409] },
  );
}
