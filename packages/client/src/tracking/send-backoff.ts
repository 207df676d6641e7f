import type { RawAnswer } from "../http/raw-http";
import { backoffDelay, DEFAULT_BACKOFF, retryAfterMs } from "../retry/backoff";
import type { BackoffPolicy } from "../retry/backoff";

/** The sender's pause after failed sends: it grows with each failure in a row and honours Retry-After. */
export class SendBackoff {
  private failures = 0;
  private pausedUntil = 0;

  constructor(
    private readonly now: () => number,
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
  ) {}

  get paused(): boolean {
    return this.now() < this.pausedUntil;
  }

  failed(response?: Pick<RawAnswer, "status" | "headers" | "data">): void {
    this.failures += 1;
    const serverSays = retryAfterMs(
      response?.headers as Record<string, unknown> | undefined,
      response?.data,
      this.now(),
    );
    this.pausedUntil = this.now() + backoffDelay(this.failures, this.policy, serverSays);
  }

  succeeded(): void {
    this.failures = 0;
  }

  /** Back online: send at once, though the next failure still counts as one more in a row. */
  resume(): void {
    this.pausedUntil = 0;
  }
}
