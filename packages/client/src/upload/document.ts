import { readDocumentUpload, uploadPaths } from "@sxz/contract";
import type { UploaderDeps } from "./deps";
import { UploadError } from "./errors";
import { fileBytesSent, ProgressMeter } from "./progress-meter";
import { toResult } from "./result";
import { envelopeData, runStep } from "./step";
import type { UploadControl } from "./task";
import type { DocumentUploadOptions, UploadResult } from "./types";

type UploadFile = Blob & { name?: string };

/** The document upload result: the common result plus the provider the server stored it under. */
export type DocumentUploadResult = UploadResult & { provider: string };

/** A document upload (CL-UP-4): one multipart form with fileName, provider and file, retried as a whole. */
export async function uploadDocument(
  deps: UploaderDeps,
  file: UploadFile,
  options: DocumentUploadOptions,
  control: UploadControl,
): Promise<DocumentUploadResult> {
  if (!deps.getAccessToken()) throw new UploadError("no-token");
  const fileName = options.fileName ?? file.name ?? "file";
  const meter = new ProgressMeter(file.size, options.onProgress);
  const data = await runStep(
    async (signal) => {
      // Fields first, so the server knows them before the file's bytes arrive.
      const form = new FormData();
      form.append("fileName", fileName);
      form.append("provider", options.provider);
      form.append("file", file, fileName);
      try {
        const response = await deps.http.post(uploadPaths.uploadDocument.path, form, {
          signal,
          timeout: 0,
          onUploadProgress: (event) => meter.update(0, fileBytesSent(event.loaded, event.total, file.size)),
        });
        return envelopeData(response, readDocumentUpload);
      } catch (error) {
        meter.reset(0);
        throw error;
      }
    },
    { ...deps.defaults?.retry, ...options.retry, signal: control.signal },
  );
  meter.confirm(0, file.size);
  return { ...toResult(data, "", fileName), provider: data.provider ?? options.provider };
}
