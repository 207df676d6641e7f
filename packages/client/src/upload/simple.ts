import { readEnvelope, readSimpleUploadTicket, readStoredFile, uploadPaths } from "@sxz/contract";
import type { StoredFileAnswer } from "@sxz/contract";
import { plainHttp } from "../http/plain-http";
import type { UploaderDeps } from "./deps";
import { UploadError } from "./errors";
import { ProgressMeter } from "./progress-meter";
import { envelopeData, runStep } from "./step";
import type { UploadControl } from "./task";
import type { SimpleUploadOptions, UploadResult } from "./types";

type UploadFile = Blob & { name?: string };

/**
 * A simple upload (CL-UP-1): a signed URL from the platform, then one PUT of the file to it with the headers the
 * ticket names. Each step is retried; the file is handed to the browser as is, never read into memory.
 */
export async function uploadSimple(
  deps: UploaderDeps,
  file: UploadFile,
  options: SimpleUploadOptions,
  control: UploadControl,
): Promise<UploadResult> {
  if (!deps.getAccessToken()) throw new UploadError("no-token");
  const fileName = options.fileName ?? file.name ?? "file";
  const retry = { ...deps.defaults?.retry, ...options.retry, signal: control.signal };
  const meter = new ProgressMeter(file.size, options.onProgress);
  const ticket = await runStep(
    async (signal) =>
      envelopeData(
        await deps.http.get(uploadPaths.simpleUploadTicket.path, {
          params: { bucketName: options.bucketName, fileName, ...(options.module ? { module: options.module } : {}) },
          signal,
        }),
        readSimpleUploadTicket,
      ),
    retry,
  );
  const storage = deps.storageHttp ?? plainHttp();
  let attempts = 0;
  const stored = await runStep(async (signal) => {
    attempts += 1;
    try {
      const response = await storage.put(ticket.url, file, {
        headers: ticket.headers,
        signal,
        timeout: 0,
        onUploadProgress: (event) => meter.update(0, Math.min(event.loaded, file.size)),
      });
      // An object store's own answer may be anything; only the platform's envelope describes the stored file.
      const envelope = readEnvelope(response.data);
      return envelope.ok && envelope.data ? readStoredFile(envelope.data) : undefined;
    } catch (error) {
      meter.reset(0);
      // A retry after a lost answer finds the URL used: the first attempt stored the file.
      if (attempts > 1 && (error as { response?: { status?: number } }).response?.status === 409) return undefined;
      throw error;
    }
  }, retry);
  meter.confirm(0, file.size);
  const known = stored as StoredFileAnswer | undefined;
  return {
    uuid: ticket.uuid,
    urlValue: ticket.static_url,
    signature: ticket.signature ?? "",
    fileName,
    success: true,
    message: "",
    ...(known?.size != null ? { size: known.size } : {}),
    ...(known?.sha256 != null ? { sha256: known.sha256 } : {}),
  };
}
