import type { UploadProgress } from "./types";

const WINDOW_MS = 5_000;

/**
 * Turns byte counts into progress reports: loaded, recent speed over a sliding window and time left. Bytes
 * confirmed before this run (a resume) count as loaded but not towards the speed.
 */
export class ProgressMeter {
  private readonly inFlight = new Map<number, number>();
  private confirmed = 0;
  private samples: Array<{ at: number; sent: number }> = [];
  private sentThisRun = 0;

  constructor(
    readonly total: number,
    private readonly report: ((progress: UploadProgress) => void) | undefined,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Bytes the server already held when this run started. */
  startFrom(bytes: number): void {
    this.confirmed = bytes;
    this.emit();
  }

  /** A request of `key` has sent `bytes` of its file bytes so far. */
  update(key: number, bytes: number): void {
    const before = this.inFlight.get(key) ?? 0;
    if (bytes > before) this.sentThisRun += bytes - before;
    this.inFlight.set(key, bytes);
    this.emit();
  }

  /** A request failed or was paused: its bytes must be sent again. */
  reset(key: number): void {
    this.inFlight.delete(key);
    this.emit();
  }

  /** The server confirmed `bytes` for `key`. */
  confirm(key: number, bytes: number): void {
    const before = this.inFlight.get(key) ?? 0;
    if (bytes > before) this.sentThisRun += bytes - before;
    this.inFlight.delete(key);
    this.confirmed += bytes;
    this.emit();
  }

  get loaded(): number {
    let sum = this.confirmed;
    for (const bytes of this.inFlight.values()) sum += bytes;
    return Math.min(sum, this.total);
  }

  snapshot(): UploadProgress {
    const at = this.now();
    this.samples.push({ at, sent: this.sentThisRun });
    while (this.samples.length > 2 && this.samples[0]!.at < at - WINDOW_MS) this.samples.shift();
    const first = this.samples[0]!;
    const elapsed = (at - first.at) / 1000;
    const bytesPerSecond = elapsed > 0.2 ? Math.round((this.sentThisRun - first.sent) / elapsed) : 0;
    const remaining = this.total - this.loaded;
    const etaSeconds = remaining === 0 ? 0 : bytesPerSecond > 0 ? Math.ceil(remaining / bytesPerSecond) : null;
    return { loaded: this.loaded, total: this.total, bytesPerSecond, etaSeconds };
  }

  emit(): void {
    if (this.report) this.report(this.snapshot());
  }
}

/**
 * File bytes within one request's progress event: a multipart body carries a few hundred bytes of form
 * framing, so the request's progress is scaled to the part and capped below it until the server confirms.
 */
export function fileBytesSent(loaded: number, requestTotal: number | undefined, partBytes: number): number {
  if (!requestTotal || requestTotal <= 0) return Math.min(loaded, partBytes);
  const scaled = Math.floor((loaded / requestTotal) * partBytes);
  return Math.min(scaled, partBytes);
}
