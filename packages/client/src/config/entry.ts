/** A cached config entry as kept in local storage (CL-ENT-8); times are epoch milliseconds. */
export interface CachedConfigEntry<T = unknown> {
  data: T | null;
  expireTime: number;
  updateTime: number;
}

export function isCachedEntry(value: unknown): value is CachedConfigEntry {
  if (!value || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return "data" in entry && typeof entry.expireTime === "number" && typeof entry.updateTime === "number";
}

/** Fresh while younger than the reader's ttl and before the writer's expireTime, whichever comes first. */
export function isFresh(entry: CachedConfigEntry, ttlMs: number, now: number): boolean {
  return now < entry.expireTime && now - entry.updateTime < ttlMs;
}
