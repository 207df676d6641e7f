import { anySignal } from "./abort";
import type { UploadControl } from "./task";

/**
 * A few workers take parts in order; pausing aborts their requests and puts the parts back in the queue, and the
 * first part that fails for good stops the others.
 */
export async function runPartWorkers(
  parts: readonly number[],
  concurrency: number,
  control: UploadControl,
  send: (partNumber: number, runSignal: AbortSignal) => Promise<void>,
): Promise<void> {
  const queue = [...parts];
  const failure = new AbortController();
  const worker = async () => {
    while (queue.length > 0) {
      await control.whenRunning();
      // Another worker may have taken the last part while this one waited.
      if (failure.signal.aborted || queue.length === 0) return;
      const partNumber = queue.shift()!;
      try {
        await send(partNumber, anySignal([control.runSignal, failure.signal]));
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
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
