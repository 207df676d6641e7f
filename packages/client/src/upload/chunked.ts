import { readInitPartUpload, readPartUploadState, readStoredFile, readUploadedPartSize, UPLOAD_LIMITS, uploadPaths } from "@sxz/contract";
import type { DroppedRecord } from "@sxz/contract";
import { isCancel } from "axios";
import { anySignal, untilAborted } from "./abort";
import type { UploaderDeps } from "./deps";
import { UploadError } from "./errors";
import { fileBytesSent, ProgressMeter } from "./progress-meter";
import { resumeKey } from "./resume-store";
import type { ResumeStore, SavedUpload } from "./resume-store";
import { toResult } from "./result";
import { envelopeData, RetryableFailure, runStep } from "./step";
import type { StepOptions } from "./step";
import type { UploadControl } from "./task";
import type { ChunkedUploadOptions, UploadResult } from "./types";

type UploadFile = Blob & { name?: string; lastModified?: number };

interface Session {
  uploadId: string;
  saved: SavedUpload | undefined;
}

/**
 * A chunked upload (CL-UP-2, CL-UP-3): init, the parts (read with Blob.slice only when sent, a few in flight,
 * each retried), combine. The session is saved so a new upload of the same file after a reload asks the server
 * which parts it holds and sends only the missing ones.
 */
export async function uploadChunked(deps: UploaderDeps, store: ResumeStore, file: UploadFile, options: ChunkedUploadOptions, control: UploadControl): Promise<UploadResult> {
  const partSize = options.partSize ?? deps.defaults?.partSize ?? UPLOAD_LIMITS.defaultPartSize;
  const concurrency = Math.max(1, options.concurrency ?? deps.defaults?.concurrency ?? 3);
  const stallTimeoutMs = deps.defaults?.stallTimeoutMs ?? 60_000;
  const fileName = options.fileName ?? file.name ?? "file";
  const total = file.size;
  const partCount = Math.ceil(total / partSize);
  const retry = { ...deps.defaults?.retry, ...options.retry };
  const step = (extra: Partial<StepOptions> = {}): StepOptions => ({ ...retry, signal: control.signal, ...extra });
  const requireToken = () => {
    if (!deps.getAccessToken()) throw new UploadError("no-token");
  };
  // CL-VAL-7: a file with no bytes yields no part data.
  if (total === 0) throw new UploadError("empty");
  requireToken();

  const key = resumeKey(file, `${options.bucketName}/${options.module}`, partSize, deps.getUserId?.() ?? "");
  const resumable = options.resumable !== false;
  const meter = new ProgressMeter(total, options.onProgress);

  const listParts = (uploadId: string) =>
    runStep(async (signal) => {
      const response = await deps.http.get(uploadPaths.listParts.path, { params: { uploadId }, signal });
      const dropped: DroppedRecord[] = [];
      const state = envelopeData(response, (data) => readPartUploadState(data, (record) => dropped.push(record)));
      if (dropped.length > 0) deps.onAnswerDropped?.({ url: uploadPaths.listParts.path, dropped });
      return state;
    }, step());

  // Resume: the server says which parts it holds; a session it no longer knows (404) or that is not ours (403) is dropped.
  let session: Session | undefined;
  const held = new Map<number, number>();
  const saved = resumable ? await store.get(key) : undefined;
  if (saved) {
    try {
      const state = await listParts(saved.uploadId);
      if (state.status === "done" && state.file) {
        await store.delete(key);
        meter.startFrom(total);
        return toResult(state.file, "", fileName);
      }
      for (const part of state.parts) {
        const expected = Math.min(partSize, total - (part.partNumber - 1) * partSize);
        if (part.size === expected) held.set(part.partNumber, part.size);
      }
      session = { uploadId: saved.uploadId, saved };
    } catch (error) {
      if (!(error instanceof UploadError && error.kind === "server" && (error.details.status === 404 || error.details.status === 403))) throw error;
      await store.delete(key);
    }
  }
  // Tells the server to delete a session and its parts; a failure here must not hide the cancel itself.
  const abortOnServer = (uploadId: string) =>
    runStep(
      async (signal) => deps.http.post(uploadPaths.abortPartUpload.path, undefined, { params: { uploadId }, signal }),
      { retries: 2, baseDelayMs: 200, signal: new AbortController().signal },
    ).catch(() => undefined);

  if (!session) {
    if (control.cancelled) throw new UploadError("cancelled");
    // A cancel does not abort the init call once it is out: the server may have made the session already, and only
    // the answer names it. The caller hears "cancelled" at once; the session is aborted when its answer arrives.
    // A cancel still stops the retries (their back-off waits on the signal).
    const initCall = runStep(
      async () =>
        envelopeData(
          await deps.http.post(uploadPaths.initPartUpload.path, { fileName, fileSize: total }, { params: { bucketName: options.bucketName, module: options.module, partSize } }),
          readInitPartUpload,
        ),
      step(),
    );
    const init = await untilAborted(initCall, control.signal, (late) => void abortOnServer(late.uploadId)).catch((error: unknown) => {
      throw control.cancelled ? new UploadError("cancelled", undefined, { cause: error }) : error;
    });
    const entry: SavedUpload = { key, uploadId: init.uploadId, fileName, size: total, lastModified: file.lastModified ?? 0, partSize, finishedParts: [], savedAt: Date.now() };
    if (resumable) await store.put(entry);
    session = { uploadId: init.uploadId, saved: entry };
  }
  const { uploadId } = session;
  let heldBytes = 0;
  for (const size of held.values()) heldBytes += size;
  meter.startFrom(heldBytes);

  const finished = new Set(held.keys());
  const remember = async (partNumber: number) => {
    finished.add(partNumber);
    if (resumable && session?.saved) await store.put({ ...session.saved, finishedParts: [...finished].sort((a, b) => a - b), savedAt: Date.now() });
  };

  const sendPart = async (partNumber: number, runSignal: AbortSignal) => {
    const start = (partNumber - 1) * partSize;
    const end = Math.min(total, start + partSize);
    // Read only now, and only this part: the file is never in memory whole (CL-UP-3).
    const blob = file.slice(start, end);
    if (blob.size === 0) throw new UploadError("empty");
    const signal = anySignal([control.signal, runSignal]);
    await runStep(
      async (attemptSignal) => {
        requireToken();
        const stall = new AbortController();
        let timer = setTimeout(() => stall.abort(), stallTimeoutMs);
        const form = new FormData();
        form.append("file", blob, fileName);
        try {
          const response = await deps.http.post(uploadPaths.uploadPart.path, form, {
            params: { combine: 0, uploadId, partNumberList: partNumber },
            signal: anySignal([attemptSignal, stall.signal]),
            // Big parts on slow links take long: the stall timer, not a fixed time-out, decides.
            timeout: 0,
            onUploadProgress: (event) => {
              clearTimeout(timer);
              timer = setTimeout(() => stall.abort(), stallTimeoutMs);
              meter.update(partNumber, fileBytesSent(event.loaded, event.total, blob.size));
            },
          });
          // A size the server did not report is no mismatch; one it reported must be the part's.
          const stored = envelopeData(response, readUploadedPartSize);
          if (stored !== null && stored !== blob.size) throw new UploadError("empty", undefined, { serverMessage: `part ${partNumber}: ${stored} of ${blob.size} bytes stored` });
        } catch (error) {
          meter.reset(partNumber);
          if (stall.signal.aborted && !attemptSignal.aborted && isCancel(error)) throw new RetryableFailure(error);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      },
      { ...retry, signal },
    );
    meter.confirm(partNumber, blob.size);
    await remember(partNumber);
    options.onPartUploaded?.(partNumber);
  };

  // A few workers take parts in order; pausing aborts their requests and puts the parts back in the queue.
  const queue: number[] = [];
  for (let n = 1; n <= partCount; n++) if (!held.has(n)) queue.push(n);
  const failure = new AbortController();
  const worker = async () => {
    while (queue.length > 0) {
      await control.whenRunning();
      if (failure.signal.aborted) return;
      const partNumber = queue.shift()!;
      const runSignal = anySignal([control.runSignal, failure.signal]);
      try {
        await sendPart(partNumber, runSignal);
      } catch (error) {
        if (control.state === "paused" && !control.cancelled) {
          queue.unshift(partNumber);
          continue;
        }
        failure.abort();
        throw error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    await control.whenRunning();
    // 409 while another combine of this session runs: it will finish, so ask again.
    const file = await runStep(
      async (signal) => envelopeData(await deps.http.get(uploadPaths.combinePart.path, { params: { uploadId }, signal, timeout: 0 }), readStoredFile),
      step({ retryableStatus: [409] }),
    );
    await store.delete(key);
    meter.emit();
    return toResult(file, "", fileName);
  } catch (error) {
    if (control.cancelled) {
      await abortOnServer(uploadId);
      await store.delete(key);
      throw new UploadError("cancelled", undefined, { cause: error });
    }
    throw error;
  }
}
