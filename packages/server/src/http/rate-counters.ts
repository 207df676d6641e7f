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
  /**
   * Counts one more under `key` only while the window holds fewer than `limit`, in one atomic step (concurrent
   * callers, and processes on one database, can never take more than `limit` between them).
   */
  reserve(key: string, windowMs: number, limit: number, now?: number): Promise<RateReservation>;
  /** Gives back one count taken by `reserve` in the window that started at `windowStart`; a later window is left alone. */
  release(key: string, windowStart: number): Promise<void>;
}

/** The answer of `reserve`: whether the count was taken, in which window, and how long that window still runs. */
export interface RateReservation {
  granted: boolean;
  windowStart: number;
  ttlMs: number;
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
  const currentOrNew = (key: string, windowMs: number, now: number) => {
    let entry = current(key, windowMs, now);
    if (!entry) {
      if (windows.size >= capacity && now - lastSweep >= 1000) {
        lastSweep = now;
        for (const [other, window] of windows) if (now - window.start >= window.windowMs) windows.delete(other);
      }
      entry = { start: now, count: 0, windowMs };
      windows.set(key, entry);
    }
    return entry;
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      const entry = currentOrNew(key, windowMs, now);
      entry.count += 1;
      return { count: entry.count, ttlMs: ttlOf(entry.start, windowMs, now) };
    },
    // Synchronous between the look and the count: nothing else runs in between on this process.
    async reserve(key, windowMs, limit, now = Date.now()) {
      const entry = currentOrNew(key, windowMs, now);
      const granted = entry.count < limit;
      if (granted) entry.count += 1;
      return { granted, windowStart: entry.start, ttlMs: ttlOf(entry.start, windowMs, now) };
    },
    async release(key, windowStart) {
      const entry = windows.get(key);
      if (entry && entry.start === windowStart && entry.count > 0) entry.count -= 1;
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
    await db
      .deleteFrom("rate_counters")
      .where("window_start", "<", now - 3_600_000)
      .execute();
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
    // The upsert only updates a live window below the limit: when it does nothing, no row comes back and nothing
    // was taken. Both engines lock the conflicting row for the update, so concurrent reservations queue on it.
    async reserve(key, windowMs, limit, now = Date.now()) {
      const ended = sql<boolean>`rate_counters.window_start <= ${now - windowMs}`;
      const row = await db
        .insertInto("rate_counters")
        .values({ key, window_start: now, count: 1 })
        .onConflict((conflict) =>
          conflict
            .column("key")
            .doUpdateSet({
              count: sql<number>`case when ${ended} then 1 else rate_counters.count + 1 end`,
              window_start: sql<number>`case when ${ended} then ${now} else rate_counters.window_start end`,
            })
            .where(sql<boolean>`${ended} or rate_counters.count < ${limit}`),
        )
        .returning(["window_start"])
        .executeTakeFirst();
      await cleanup(now);
      if (row)
        return {
          granted: true,
          windowStart: Number(row.window_start),
          ttlMs: ttlOf(Number(row.window_start), windowMs, now),
        };
      const full = await db
        .selectFrom("rate_counters")
        .select("window_start")
        .where("key", "=", key)
        .executeTakeFirst();
      const windowStart = full ? Number(full.window_start) : now;
      return { granted: false, windowStart, ttlMs: ttlOf(windowStart, windowMs, now) };
    },
    async release(key, windowStart) {
      await db
        .updateTable("rate_counters")
        .set({ count: sql<number>`count - 1` })
        .where("key", "=", key)
        .where("window_start", "=", windowStart)
        .where("count", ">", 0)
        .execute();
    },
    async peek(key, windowMs, now = Date.now()) {
      const row = await db
        .selectFrom("rate_counters")
        .select(["count", "window_start"])
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row || Number(row.window_start) <= now - windowMs) return { count: 0, ttlMs: windowMs };
      return { count: Number(row.count), ttlMs: ttlOf(Number(row.window_start), windowMs, now) };
    },
  };
}
