import type { LogEvent } from "kysely";
import type { QueryEvents } from "./query-events";

/**
 * Tables written on paths that never change what a reader of reviews sees (rate counts, tracking, sessions,
 * progress, upload bookkeeping). Writes to them do not count, so a busy tracking endpoint or the database
 * rate-limit store does not empty the caches on every request. Any other table counts, including ones added later.
 */
const UNRELATED_TABLES = new Set([
  "rate_counters",
  "tracking_events",
  "token_families",
  "refresh_tokens",
  "authorization_codes",
  "course_progress",
  "upload_sessions",
  "upload_parts",
]);

const WRITE_TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i;
const READ = /^\s*select\b/i;

/** Whether a statement this process ran may have changed data a cached answer was built from. */
export function mayChangeAnswers(sql: string): boolean {
  if (READ.test(sql)) return false;
  const target = WRITE_TARGET.exec(sql)?.[1]?.toLowerCase();
  // Commits, rollbacks and any other statement count: a commit is when another connection's reader first sees
  // the rows an earlier statement of the transaction wrote (PostgreSQL runs readers beside open transactions).
  return target === undefined || !UNRELATED_TABLES.has(target);
}

/**
 * A number that moves whenever this process writes data an answer may be built from, read by caches of answers
 * to tell whether what they keep may be out of date. Writes of other processes on the same database are not
 * seen here; caches bound those by time.
 */
export class WriteGeneration {
  #value = 0;
  readonly #unsubscribe: (() => void) | undefined;

  constructor(queries: QueryEvents | undefined) {
    // Kysely logs every statement once it has finished (commits and rollbacks included), failed ones too: a
    // failed statement may have been half-applied by a transaction that still commits, so it counts as well.
    this.#unsubscribe = queries?.subscribe((event: LogEvent) => {
      if (mayChangeAnswers(event.query.sql)) this.#value += 1;
    });
  }

  /** False when the database handle reports no statements: nothing can then be told about writes, so nothing may be kept. */
  get tracking(): boolean {
    return this.#unsubscribe !== undefined;
  }

  get value(): number {
    return this.#value;
  }

  stop(): void {
    this.#unsubscribe?.();
  }
}
