import { isCancel } from "../http/transport";
import { anySignal } from "./abort";
import { postPart } from "./chunked-calls";
import type { ChunkedRun } from "./chunked-run";
import { partRange } from "./chunked-plan";
import { UploadError } from "./errors";
import { fileBytesSent } from "./progress-meter";
import { RetryableFailure, runStep } from "./step";

/** Sends one part with retries; a request that reports no progress for the stall time-out is aborted and retried. */
export async function sendPart(
  run: ChunkedRun,
  uploadId: string,
  partNumber: number,
  runSignal: AbortSignal,
): Promise<void> {
  const { plan, meter } = run;
  const { start, end } = partRange(partNumber, plan.partSize, plan.total);
  // Read only now, and only this part: the file is never in memory whole (CL-UP-3).
  const blob = run.file.slice(start, end);
  if (blob.size === 0) throw new UploadError("empty");
  const part = { uploadId, partNumber, blob, fileName: plan.fileName };
  await runStep(
    async (attemptSignal) => {
      run.requireToken();
      const stall = new AbortController();
      let timer = setTimeout(() => stall.abort(), plan.stallTimeoutMs);
      try {
        const stored = await postPart(run.deps, part, anySignal([attemptSignal, stall.signal]), (event) => {
          clearTimeout(timer);
          timer = setTimeout(() => stall.abort(), plan.stallTimeoutMs);
          meter.update(partNumber, fileBytesSent(event.loaded, event.total, blob.size));
        });
        // A size the server did not report is no mismatch; one it reported must be the part's.
        if (stored !== null && stored !== blob.size)
          throw new UploadError("empty", undefined, {
            serverMessage: `part ${partNumber}: ${stored} of ${blob.size} bytes stored`,
          });
      } catch (error) {
        meter.reset(partNumber);
        if (stall.signal.aborted && !attemptSignal.aborted && isCancel(error)) throw new RetryableFailure(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    { ...plan.retry, signal: anySignal([run.control.signal, runSignal]) },
  );
  meter.confirm(partNumber, blob.size);
}
