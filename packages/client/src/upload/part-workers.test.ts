import { describe, expect, it } from "vitest";
import { runPartWorkers } from "./part-workers";
import { UploadControl } from "./task";

/** A send that waits until the test lets the part finish, or rejects when its run signal aborts (pause, failure). */
function controlledSend() {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const fail = new Map<number, (error: Error) => void>();
  let inFlight = 0;
  let mostInFlight = 0;
  let onStart = () => {};
  const send = (partNumber: number, runSignal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      // The real part sender fails on a part that does not exist (it reads no bytes).
      if (!Number.isInteger(partNumber)) return reject(new Error(`no part ${partNumber}`));
      started.push(partNumber);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const done = () => (inFlight -= 1);
      finish.set(partNumber, () => (done(), resolve()));
      fail.set(partNumber, (error) => (done(), reject(error)));
      runSignal.addEventListener("abort", () => (done(), reject(runSignal.reason)), { once: true });
      onStart();
    });
  const startedCount = (count: number) =>
    new Promise<void>((resolve) => {
      onStart = () => started.length >= count && resolve();
      onStart();
    });
  return { send, started, finish, fail, startedCount, mostInFlight: () => mostInFlight };
}

/** Tells when workers wait for the upload to run, which they do before each part and after a pause puts one back. */
class WatchedControl extends UploadControl {
  private waits = 0;
  private onWait = () => {};
  override whenRunning(): Promise<void> {
    this.waits += 1;
    this.onWait();
    return super.whenRunning();
  }
  waitsReach(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.onWait = () => this.waits >= count && resolve();
      this.onWait();
    });
  }
}

describe("the workers of a chunked upload", () => {
  it("[CL-UP-5] keep at most `concurrency` parts in flight; a pause puts the aborted parts back and resume sends them", async () => {
    const control = new WatchedControl();
    const parts = controlledSend();
    const done = runPartWorkers([1, 2, 3, 4], 2, control, parts.send);
    await parts.startedCount(2);
    parts.finish.get(1)!();
    await parts.startedCount(3);
    // Three waits so far (two first parts and the one after part 1); both parts in flight come back and wait.
    control.pause();
    await control.waitsReach(5);
    control.resume();
    await parts.startedCount(5);
    expect(parts.started.slice(0, 3)).toEqual([1, 2, 3]);
    expect(parts.started.slice(3).sort()).toEqual([2, 3]);
    parts.finish.get(2)!();
    await parts.startedCount(6);
    parts.finish.get(3)!();
    parts.finish.get(4)!();
    await done;
    expect(parts.started.at(-1)).toBe(4);
    expect(parts.mostInFlight()).toBe(2);
  });

  it("stop at the first part that fails for good: the others are aborted and no further part starts", async () => {
    const control = new UploadControl();
    const parts = controlledSend();
    const done = runPartWorkers([1, 2, 3, 4], 2, control, parts.send);
    await parts.startedCount(2);
    parts.fail.get(1)!(new Error("part 1 refused"));
    await expect(done).rejects.toThrow("part 1 refused");
    expect(parts.started).toEqual([1, 2]);
  });

  it("give the last part to one worker when two parts finish at the same moment", async () => {
    const control = new UploadControl();
    const parts = controlledSend();
    const done = runPartWorkers([1, 2, 3], 2, control, parts.send);
    await parts.startedCount(2);
    parts.finish.get(1)!();
    parts.finish.get(2)!();
    await parts.startedCount(3);
    parts.finish.get(3)!();
    await done;
    expect(parts.started).toEqual([1, 2, 3]);
  });
});
