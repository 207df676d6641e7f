import type { RateCounters } from "../../http/rate-counters";

const MINUTE = 60_000;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Brute-force brake on the password grant, per client IP, in fixed one-minute windows: at most
 * `attemptsPerMinute` password attempts, and once `failuresPerMinute` attempts failed, every further attempt
 * (right or wrong) is refused until that minute of failures ends. The counts live in the server's rate counters
 * (shared by every process with RATE_LIMIT_STORE=database).
 */
export class LoginThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly attemptsPerMinute: number,
    private readonly failuresPerMinute: number,
  ) {}

  /** Counts an attempt; answers the seconds to wait when it is over a limit, else 0. */
  async attempt(ip: string, now = Date.now()): Promise<number> {
    const attempts = await this.counters.hit(`login:${ip}`, MINUTE, now);
    if (attempts.count > this.attemptsPerMinute) return seconds(attempts.ttlMs);
    const failures = await this.counters.peek(`login-failed:${ip}`, MINUTE, now);
    if (failures.count >= this.failuresPerMinute) return seconds(failures.ttlMs);
    return 0;
  }

  async failed(ip: string, now = Date.now()): Promise<void> {
    await this.counters.hit(`login-failed:${ip}`, MINUTE, now);
  }
}
