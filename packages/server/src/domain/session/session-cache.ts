import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AuthContext } from "../auth/access-tokens";
import { sessionState } from "./session-state";
import type { SessionState } from "./session-state";

export interface SessionCacheOptions {
  /** How long an "active" answer is trusted without reading the database again (ms); 0 reads on every request. */
  ttlMs: number;
  /** Families kept at most; the oldest leaves first. */
  capacity?: number;
  now?: () => number;
}

interface Active {
  userId: string;
  readAt: number;
}

/** Every cache of this process: a revocation or a disabled account ends its entries in all of them at once. */
const live = new Set<SessionCache>();

/**
 * The session guard's per-request check (is the token's family still live, is its user still enabled?) answered
 * from memory for a short time. Only "active" is kept: a revoked family or a disabled account is read from the
 * database on every request, so it can never be answered from memory as live again.
 *
 * Bounds: on this process a logout, a detected refresh-token reuse (domain/auth/token-service.ts revokeFamily) and
 * a disabled account (setAccountDisabled) end the kept answer before their function returns, so the very next
 * request is refused. A change made by another process on the same database (another server, an admin tool) is
 * seen here within `ttlMs` of it, at most: that is the documented staleness of SESSION_CACHE_MS.
 */
export class SessionCache {
  readonly #active = new Map<string, Active>();
  readonly #ttlMs: number;
  readonly #capacity: number;
  readonly #now: () => number;
  /** Moves on every forget: a read that began before one may have seen the old rows and is not kept. */
  #epoch = 0;

  constructor(
    private readonly db: Kysely<Database>,
    options: SessionCacheOptions,
  ) {
    this.#ttlMs = options.ttlMs;
    this.#capacity = options.capacity ?? 50_000;
    this.#now = options.now ?? Date.now;
    live.add(this);
  }

  async state(auth: AuthContext): Promise<SessionState> {
    if (this.#ttlMs <= 0) return sessionState(this.db, auth);
    const kept = this.#active.get(auth.familyId);
    if (kept && kept.userId === auth.userId && this.#now() - kept.readAt < this.#ttlMs) return "active";
    if (kept) this.#active.delete(auth.familyId);
    const epoch = this.#epoch;
    const readAt = this.#now();
    const state = await sessionState(this.db, auth);
    if (state === "active" && epoch === this.#epoch) this.#keep(auth.familyId, { userId: auth.userId, readAt });
    return state;
  }

  forgetFamily(familyId: string): void {
    this.#epoch += 1;
    this.#active.delete(familyId);
  }

  forgetUser(userId: string): void {
    this.#epoch += 1;
    for (const [familyId, kept] of this.#active) if (kept.userId === userId) this.#active.delete(familyId);
  }

  /** Stops taking part in this process's forgets (the server closed). */
  close(): void {
    live.delete(this);
    this.#active.clear();
  }

  #keep(familyId: string, entry: Active): void {
    this.#active.delete(familyId);
    while (this.#active.size >= this.#capacity) {
      const oldest = this.#active.keys().next().value;
      if (oldest === undefined) break;
      this.#active.delete(oldest);
    }
    this.#active.set(familyId, entry);
  }
}

/** Ends this process's kept "active" answers for a token family (after it was revoked). */
export function forgetSessionFamily(familyId: string): void {
  for (const cache of live) cache.forgetFamily(familyId);
}

/** Ends this process's kept "active" answers for every family of a user (after the account changed). */
export function forgetSessionsOfUser(userId: string): void {
  for (const cache of live) cache.forgetUser(userId);
}

/**
 * Disables or re-enables an account: every server's session guard then refuses (or again accepts) its live
 * sessions — this process's at the very next request, other processes on the database within SESSION_CACHE_MS.
 * Every way of disabling an account (the admin route, an admin tool) goes through here. False for an unknown user.
 * Not inside a transaction: the kept answers are ended when the change is committed, which here is at once.
 */
export async function setAccountDisabled(db: Kysely<Database>, userId: string, disabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ disabled: disabled ? 1 : 0 })
    .where("id", "=", userId)
    .executeTakeFirst();
  forgetSessionsOfUser(userId);
  return Number(result.numUpdatedRows) > 0;
}
