import type { UploadResult } from "@sxz/contract";
import { untilAborted } from "./abort";
import { abortOnServer, initSession, listParts } from "./chunked-calls";
import { heldParts } from "./chunked-plan";
import type { ChunkedRun } from "./chunked-run";
import { UploadError } from "./errors";
import type { SavedUpload } from "./resume-store";
import { toResult } from "./result";

export interface Session {
  uploadId: string;
  saved: SavedUpload;
  /** Parts the server already holds whole, by number, with their sizes. */
  held: Map<number, number>;
}

/**
 * Resume: the server says which parts it holds of a session saved earlier; a file it has already combined is the
 * result, and a session it no longer knows (404) or that is not ours (403) is dropped.
 */
export async function resumeSession(run: ChunkedRun): Promise<Session | { done: UploadResult } | undefined> {
  const { store, key, plan } = run;
  const saved = plan.resumable ? await store.get(key) : undefined;
  if (!saved) return undefined;
  try {
    const state = await listParts(run.deps, saved.uploadId, run.step());
    if (state.status === "done" && state.file) {
      await store.delete(key);
      run.meter.startFrom(plan.total);
      return { done: toResult(state.file, "", plan.fileName) };
    }
    return { uploadId: saved.uploadId, saved, held: heldParts(state.parts, plan.partSize, plan.total) };
  } catch (error) {
    if (!(
      error instanceof UploadError &&
      error.kind === "server" &&
      (error.details.status === 404 || error.details.status === 403)
    ))
      throw error;
    await store.delete(key);
    return undefined;
  }
}

/** Opens a new session on the server and saves it for a resume. */
export async function startSession(run: ChunkedRun): Promise<Session> {
  const { control, plan, file } = run;
  if (control.cancelled) throw new UploadError("cancelled");
  // A cancel does not abort the init call once it is out: the server may have made the session already, and only
  // the answer names it. The caller hears "cancelled" at once; the session is aborted when its answer arrives.
  // A cancel still stops the retries (their back-off waits on the signal).
  const request = {
    fileName: plan.fileName,
    fileSize: plan.total,
    bucketName: run.options.bucketName,
    module: run.options.module,
    partSize: plan.partSize,
  };
  const initCall = initSession(run.deps, request, run.step());
  const init = await untilAborted(
    initCall,
    control.signal,
    (late) => void abortOnServer(run.deps, late.uploadId),
  ).catch((error: unknown) => {
    throw control.cancelled ? new UploadError("cancelled", undefined, { cause: error }) : error;
  });
  const saved: SavedUpload = {
    key: run.key,
    uploadId: init.uploadId,
    fileName: plan.fileName,
    size: plan.total,
    lastModified: file.lastModified ?? 0,
    partSize: plan.partSize,
    finishedParts: [],
    savedAt: Date.now(),
  };
  if (plan.resumable) await run.store.put(saved);
  return { uploadId: init.uploadId, saved, held: new Map() };
}
