import { UploadError } from "./errors";
import type { UploadResult, UploadState, UploadTask } from "./types";

/**
 * The controls of one running upload. `signal` aborts on cancel; `runSignal` also aborts on pause, so in-flight
 * requests stop and their parts are sent again after resume.
 */
export class UploadControl {
  state: UploadState = "running";
  private readonly cancelController = new AbortController();
  private runController = new AbortController();
  private resumed: Promise<void> = Promise.resolve();
  private wake: () => void = () => {};

  constructor(external?: AbortSignal) {
    if (external?.aborted) this.cancel();
    external?.addEventListener("abort", () => this.cancel(), { once: true });
  }

  get signal(): AbortSignal {
    return this.cancelController.signal;
  }

  get runSignal(): AbortSignal {
    return this.runController.signal;
  }

  get cancelled(): boolean {
    return this.cancelController.signal.aborted;
  }

  pause(): void {
    if (this.state !== "running") return;
    this.state = "paused";
    this.resumed = new Promise((resolve) => (this.wake = resolve));
    this.runController.abort(new DOMException("paused", "AbortError"));
  }

  resume(): void {
    if (this.state !== "paused") return;
    this.state = "running";
    this.runController = new AbortController();
    this.wake();
  }

  cancel(): void {
    if (this.state === "done" || this.state === "failed" || this.state === "cancelled") return;
    this.state = "cancelled";
    this.cancelController.abort(new DOMException("cancelled", "AbortError"));
    this.runController.abort(new DOMException("cancelled", "AbortError"));
    this.wake();
  }

  /** Resolves when running (at once if not paused); rejects when cancelled. */
  async whenRunning(): Promise<void> {
    while (this.state === "paused") await this.resumed;
    if (this.cancelled) throw new UploadError("cancelled");
  }
}

/** The promise of an upload with its controls attached. */
export function startTask(
  control: UploadControl,
  run: () => Promise<UploadResult>,
  failureMessage?: () => string,
): UploadTask {
  const promise = run().then(
    (result) => {
      control.state = "done";
      return result;
    },
    (error: unknown) => {
      if (control.state !== "cancelled") control.state = "failed";
      const failure = error instanceof UploadError ? error : new UploadError("server", undefined, { cause: error });
      if (failureMessage && failure.kind !== "refused") failure.message = failureMessage();
      throw failure;
    },
  );
  return Object.defineProperties(promise, {
    pause: { value: () => control.pause() },
    resume: { value: () => control.resume() },
    cancel: { value: () => control.cancel() },
    state: { get: () => control.state },
  }) as UploadTask;
}
