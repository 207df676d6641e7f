export interface CoreTables {
  app_meta: { key: string; value: string };
  /** One fixed window of a rate limit: `key` names the limit and who it counts (e.g. `api:user:42`). */
  rate_counters: { key: string; window_start: number; count: number };
}
