import { UploadError } from "./errors";
import { abortOnServer, combineParts } from "./chunked-calls";
import { sendPart } from "./chunked-part";
import { chunkedPlan, missingParts } from "./chunked-plan";
import type { UploadFile } from "./chunked-plan";
import type { ChunkedRun } from "./chunked-run";
import { resumeSession, startSession } from "./chunked-session";
import type { Session } from "./chunked-session";
import type { UploaderDeps } from "./deps";
import { runPartWorkers } from "./part-workers";
import { ProgressMeter } from "./progress-meter";
import { resumeKey } from "./resume-store";
import type { ResumeStore } from "./resume-store";
import { toResult } from "./result";
import type { UploadControl } from "./task";
import type { ChunkedUploadOptions, UploadResult } from "./types";

/**
 * A chunked upload (CL-UP-2, CL-UP-3): init, the parts (read with Blob.slice only when sent, a few in flight,
 * each retried), combine. The session is saved so a new upload of the same file after a reload asks the server
 * which parts it holds and sends only the missing ones.
 */
export async function uploadChunked(
  deps: UploaderDeps,
  store: ResumeStore,
  file: UploadFile,
  options: ChunkedUploadOptions,
  control: UploadControl,
): Promise<UploadResult> {
  const plan = chunkedPlan(deps.defaults, file, options);
  const requireToken = () => {
    if (!deps.getAccessToken()) throw new UploadError("no-token");
  };
  // CL-VAL-7: a file with no bytes yields no part data.
  if (plan.total === 0) throw new UploadError("empty");
  requireToken();
  const run: ChunkedRun = {
    deps,
    store,
    file,
    options,
    control,
    plan,
    key: resumeKey(file, `${options.bucketName}/${options.module}`, plan.partSize, deps.getUserId?.() ?? ""),
    meter: new ProgressMeter(plan.total, options.onProgress),
    step: () => ({ ...plan.retry, signal: control.signal }),
    requireToken,
  };
  const resumed = await resumeSession(run);
  if (resumed && "done" in resumed) return resumed.done;
  const session = resumed ?? (await startSession(run));
  let heldBytes = 0;
  for (const size of session.held.values()) heldBytes += size;
  run.meter.startFrom(heldBytes);
  try {
    await sendMissingParts(run, session);
    await control.whenRunning();
    const stored = await combineParts(deps, session.uploadId, run.step());
    await store.delete(run.key);
    run.meter.emit();
    return toResult(stored, "", plan.fileName);
  } catch (error) {
    if (control.cancelled) {
      await abortOnServer(deps, session.uploadId);
      await store.delete(run.key);
      throw new UploadError("cancelled", undefined, { cause: error });
    }
    throw error;
  }
}

/** Sends the parts the server lacks, saving each confirmed one for a resume. */
function sendMissingParts(run: ChunkedRun, session: Session): Promise<void> {
  const finished = new Set(session.held.keys());
  return runPartWorkers(
    missingParts(run.plan.partCount, session.held),
    run.plan.concurrency,
    run.control,
    async (partNumber, runSignal) => {
      await sendPart(run, session.uploadId, partNumber, runSignal);
      finished.add(partNumber);
      if (run.plan.resumable)
        await run.store.put({
          ...session.saved,
          finishedParts: [...finished].sort((a, b) => a - b),
          savedAt: Date.now(),
        });
      run.options.onPartUploaded?.(partNumber);
    },
  );
}
