import type { KeyValueStore } from "../storage";
import { backoffDelay } from "../retry/backoff";

/** Waits between token-endpoint attempts after it could not be reached: 1 s doubling to 30 s, jittered. */
export const REFRESH_BACKOFF = { baseMs: 1_000, maxMs: 30_000 } as const;
/** A failure this long after the previous wait ended counts as the first of a new outage. */
const OUTAGE_FORGOTTEN_MS = 60_000;

/** `SXZ_STORAGE_refresh_backoff:<namespace>`: shared by every tab, so all of them honour one wait. */
export interface RefreshBackoffRecord {
  /** Failed attempts in a row. */
  failures: number;
  /** When the last attempt failed (ms since the epoch). */
  failedAt: number;
  /** No attempt before this time. */
  notBefore: number;
}

export interface RefreshBackoff {
  /**
   * Whether a refresh must not be attempted for a request sent at `sentAt`: it was already in flight when the last
   * attempt failed (it belongs to that storm, which had its one attempt), or the shared wait has not ended.
   */
  blocked(sentAt: number, now?: number): boolean;
  /** Records a failed attempt and the wait that follows (never shorter than the server's Retry-After). */
  failed(retryAfterMs?: number, now?: number): RefreshBackoffRecord;
  /** A refresh succeeded somewhere: the wait is over for every tab. */
  succeeded(): void;
  read(): RefreshBackoffRecord | undefined;
}

function isRecord(value: unknown): value is RefreshBackoffRecord {
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return [record.failures, record.failedAt, record.notBefore].every(
    (field) => typeof field === "number" && Number.isFinite(field),
  );
}

export function createRefreshBackoff(
  store: KeyValueStore,
  namespace: string,
  random: () => number = Math.random,
): RefreshBackoff {
  const key = `refresh_backoff:${namespace}`;
  const read = () => {
    const value = store.get<unknown>(key);
    return isRecord(value) ? value : undefined;
  };
  return {
    read,
    blocked(sentAt, now = Date.now()) {
      const record = read();
      if (!record) return false;
      const sameStorm = sentAt <= record.failedAt && now - record.failedAt < REFRESH_BACKOFF.maxMs;
      return sameStorm || now < record.notBefore;
    },
    failed(retryAfterMs = 0, now = Date.now()) {
      const previous = read();
      const failures = previous && now - previous.notBefore < OUTAGE_FORGOTTEN_MS ? previous.failures + 1 : 1;
      const record: RefreshBackoffRecord = {
        failures,
        failedAt: now,
        notBefore: now + backoffDelay(failures, REFRESH_BACKOFF, retryAfterMs, random),
      };
      store.set(key, record);
      return record;
    },
    succeeded() {
      if (store.getRaw(key) !== undefined) store.remove(key);
    },
  };
}
