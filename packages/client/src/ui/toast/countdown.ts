/**
 * The toast's display time: counted down from when it shows, paused while the pointer or focus is on it, going on
 * from where it stopped (WCAG 2.2.1: enough time to read).
 */
export class Countdown {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private remaining = Infinity;
  private startedAt = 0;

  constructor(private readonly onEnd: () => void) {}

  /** Counts `ms` down afresh; Infinity never ends. */
  restart(ms: number): void {
    this.remaining = ms;
    this.resume();
  }

  resume(): void {
    this.stop();
    if (!Number.isFinite(this.remaining)) return;
    this.startedAt = Date.now();
    this.timer = setTimeout(this.onEnd, this.remaining);
  }

  pause(): void {
    if (!this.timer) return;
    this.stop();
    this.remaining = Math.max(0, this.remaining - (Date.now() - this.startedAt));
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
