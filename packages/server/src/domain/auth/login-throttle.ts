import { createHash } from "node:crypto";
import type { RateCounters } from "../../http/rate-counters";

const MINUTE = 60_000;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The budgets of the password grant, each per fixed one-minute window. */
export interface LoginLimits {
  /** Failed passwords for one account from one address (LOGIN_FAILURES_PER_MINUTE). */
  failuresPerAccountAndAddress: number;
  /** Failed passwords for one account from every address together (LOGIN_ACCOUNT_FAILURES_PER_MINUTE). */
  failuresPerAccount: number;
  /** Failed passwords from one address over every account (LOGIN_ADDRESS_FAILURES_PER_MINUTE). */
  failuresPerAddress: number;
  /** Passwords checked for one address, right or wrong (LOGIN_RATE_LIMIT_PER_MINUTE): the cost of scrypt. */
  checksPerAddress: number;
}

/** A password check that may go ahead; `succeeded` gives its failure reservations back when the password was right. */
export type LoginAttempt = { allowed: true; succeeded(): Promise<void> } | { allowed: false; waitSeconds: number };

interface Budget {
  key: string;
  limit: number;
  /** A right password gives this count back (it counts failures); the check budget keeps it. */
  failuresOnly: boolean;
}

/**
 * Brute-force brake on the password grant. Before a password is checked, one failure is **reserved** on each
 * failure budget, atomically (`RateCounters.reserve`: concurrent requests, and processes sharing the database
 * counters, cannot take more than the limit between them); a right password gives the reservations back. So at
 * most `failuresPerAccountAndAddress` wrong passwords per account and address are ever checked in a minute,
 * however many arrive at once. Attempts refused here were not checked and use up nothing: a device that keeps
 * retrying a stale password only ever spends its own account's budget at that address, so the people sharing its
 * (office) address still sign in, and the account's owner still signs in from elsewhere. The per-account and
 * per-address budgets are wider, against guessing spread over many addresses or over many accounts.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: LoginLimits,
  ) {}

  /** Reserves the attempt on every budget, or answers the seconds to wait when one of them is spent. */
  async begin(account: string, ip: string, now = Date.now()): Promise<LoginAttempt> {
    // A digest keeps keys short and free of whatever characters a typed user name holds.
    const who = createHash("sha256").update(account).digest("base64url").slice(0, 22);
    const budgets: Budget[] = [
      {
        key: `login-failed:account-address:${who}:${ip}`,
        limit: this.limits.failuresPerAccountAndAddress,
        failuresOnly: true,
      },
      { key: `login-failed:account:${who}`, limit: this.limits.failuresPerAccount, failuresOnly: true },
      { key: `login-failed:address:${ip}`, limit: this.limits.failuresPerAddress, failuresOnly: true },
      { key: `login:${ip}`, limit: this.limits.checksPerAddress, failuresOnly: false },
    ];
    const taken: { key: string; windowStart: number; failuresOnly: boolean }[] = [];
    for (const budget of budgets) {
      const reservation = await this.counters.reserve(budget.key, MINUTE, budget.limit, now);
      if (!reservation.granted) {
        // Not checked after all: nothing it reserved may count.
        await Promise.all(taken.map((held) => this.counters.release(held.key, held.windowStart)));
        return { allowed: false, waitSeconds: seconds(reservation.ttlMs) };
      }
      taken.push({ key: budget.key, windowStart: reservation.windowStart, failuresOnly: budget.failuresOnly });
    }
    return {
      allowed: true,
      succeeded: async () => {
        await Promise.all(
          taken.filter((held) => held.failuresOnly).map((held) => this.counters.release(held.key, held.windowStart)),
        );
      },
    };
  }
}
