import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** One fixed window of a counter after a hit or a look. */
export interface RateWindow {
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttlMs: number;
}

/**
 * Fixed-window counters behind every rate limit of the server (API requests, password attempts, failed logins).
 * In memory by default: one process is the unit of deployment. With several processes behind a load balancer
 * (RATE_LIMIT_STORE=database) they live in the database, so every process sees the same counts.
 */
export interface RateCounters {
  /** Counts one more under `key` and answers the window as it is now. */
  hit(key: string, windowMs: number, now?: number): Promise<RateWindow>;
  /** The window under `key` without counting. */
  peek(key: string, windowMs: number, now?: number): Promise<RateWindow>;
}

const ttlOf = (windowStart: number, windowMs: number, now: number) => Math.max(0, windowStart + windowMs - now);

/**
 * Counters of this process. Once the map holds `capacity` windows, ended ones are dropped, at most once a second
 * (a flood of new clients must not turn every hit into a scan of the map). Live windows are never dropped: an
 * attacker cannot reset its own count by making others.
 */
export function memoryRateCounters(capacity = 10_000): RateCounters {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  let lastSweep = 0;
  const current = (key: string, windowMs: number, now: number) => {
    const entry = windows.get(key);
    return entry && now - entry.start < windowMs ? entry : null;
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      let entry = current(key, windowMs, now);
      if (!entry) {
        if (windows.size >= capacity && now - lastSweep >= 1000) {
          lastSweep = now;
          for (const [other, window] of windows) if (now - window.start >= window.windowMs) windows.delete(other);
        }
        entry = { start: now, count: 0, windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: ttlOf(entry.start, windowMs, now) };
    },
    async peek(key, windowMs, now = Date.now()) {
      const entry = current(key, windowMs, now);
      return entry ? { count: entry.count, ttlMs: ttlOf(entry.start, windowMs, now) } : { count: 0, ttlMs: windowMs };
    },
  };
}

/**
 * Counters in the `rate_counters` table: one atomic upsert per hit (a new window starts over at 1), on SQLite
 * and PostgreSQL alike. Rows of ended windows are deleted at most once a minute.
 */
export function databaseRateCounters(db: Kysely<Database>): RateCounters {
  let lastCleanup = 0;
  const cleanup = async (now: number) => {
    if (now - lastCleanup < 60_000) return;
    lastCleanup = now;
    // The longest window counted is a minute; a row idle for an hour is certainly over.
    await db.deleteFrom("rate_counters").where("window_start", "<", now - 3_600_000).execute();
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      const ended = sql<boolean>`rate_counters.window_start <= ${now - windowMs}`;
      const row = await db
        .insertInto("rate_counters")
        .values({ key, window_start: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            count: sql<number>`case when ${ended} then 1 else rate_counters.count + 1 end`,
            window_start: sql<number>`case when ${ended} then ${now} else rate_counters.window_start end`,
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();
      await cleanup(now);
      return { count: Number(row.count), ttlMs: ttlOf(Number(row.window_start), windowMs, now) };
    },
    async peek(key, windowMs, now = Date.now()) {
      const row = await db.selectFrom("rate_counters").select(["count", "window_start"]).where("key", "=", key).executeTakeFirst();
      if (!row || Number(row.window_start) <= now - windowMs) return { count: 0, ttlMs: windowMs };
      return { count: Number(row.count), ttlMs: ttlOf(Number(row.window_start), windowMs, now) };
    },
  };
}
