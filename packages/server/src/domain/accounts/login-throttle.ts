/**
 * Brute-force brake on the password grant, per client IP, in fixed one-minute windows: at most
 * `attemptsPerMinute` password attempts, and once `failuresPerMinute` of them failed, every further attempt
 * (right or wrong) is refused until the window ends. In memory: one server process is the unit of deployment
 * here; behind several processes put the limit in front of them.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, { start: number; attempts: number; failures: number }>();

  constructor(
    private readonly attemptsPerMinute: number,
    private readonly failuresPerMinute: number,
  ) {}

  private window(ip: string, now: number) {
    let entry = this.windows.get(ip);
    if (!entry || now - entry.start >= 60_000) {
      if (this.windows.size > 10_000) this.sweep(now);
      entry = { start: now, attempts: 0, failures: 0 };
      this.windows.set(ip, entry);
    }
    return entry;
  }

  private sweep(now: number) {
    for (const [ip, entry] of this.windows) if (now - entry.start >= 60_000) this.windows.delete(ip);
  }

  /** Counts an attempt; answers the seconds to wait when it is over a limit, else 0. */
  attempt(ip: string, now = Date.now()): number {
    const entry = this.window(ip, now);
    entry.attempts += 1;
    if (entry.attempts > this.attemptsPerMinute || entry.failures >= this.failuresPerMinute) {
      return Math.max(1, Math.ceil((entry.start + 60_000 - now) / 1000));
    }
    return 0;
  }

  failed(ip: string, now = Date.now()): void {
    this.window(ip, now).failures += 1;
  }
}
