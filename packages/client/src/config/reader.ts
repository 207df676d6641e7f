import type { KeyValueStore } from "../storage";
import { configCache } from "./cache";
import type { ConfigProduct } from "./cache";
import { isFresh } from "./entry";
import type { CachedConfigEntry } from "./entry";
import { isConfigEmpty, readConfigBody } from "./parse";

/** Config values are cached for one hour unless a reader asks otherwise (CL-API-4). */
export const DEFAULT_CONFIG_TTL_MS = 60 * 60 * 1000;

export type { ConfigProduct } from "./cache";

export interface ConfigHttp {
  get(url: string, config?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<{ data: unknown }>;
}

export interface ConfigReaderDependencies {
  /** The layer's raw transport with the platform headers given per call. */
  http: ConfigHttp;
  /** Local storage under SXZ_BIZ_CONFIG_ (storage.bizConfig of the platform client). */
  storage: KeyValueStore;
  /** The current school; entries of different schools never mix. */
  tenantId?: string | (() => string | undefined);
  product?: ConfigProduct;
  /** Values to answer when a key is empty or unreachable and never cached. */
  defaults?: Record<string, unknown>;
  now?: () => number;
  /** For change notices from other tabs (their writes to the same cache). */
  window?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export interface ConfigGetOptions<T> {
  /** Milliseconds a cached value is served without asking the server; default one hour. */
  ttl?: number;
  /** Answered instead of undefined when the key is empty (overrides the reader's per-key default). */
  default?: T;
}

export type ConfigListener = (value: unknown) => void;

export interface ConfigReader {
  get<T = unknown>(key: string, options?: ConfigGetOptions<T>): Promise<T | undefined>;
  /** The cached value (fresh or not) without any network call, or the default. */
  peek<T = unknown>(key: string): T | undefined;
  /** Called with the new value whenever a key's value changes, in this tab or another. Returns unsubscribe. */
  subscribe(key: string, listener: ConfigListener): () => void;
  /** Forgets the cached value so the next read asks the server. */
  invalidate(key: string): void;
  /** The request path of a key (with /sxz for the intranet product). */
  pathOf(key: string): string;
  destroy(): void;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Remote configuration with a local cache: served at once while fresh, one request for any number of
 * concurrent readers of a key, and the last known value when the server cannot be reached.
 */
export function createConfigReader(deps: ConfigReaderDependencies): ConfigReader {
  const now = deps.now ?? Date.now;
  const defaults = deps.defaults ?? {};
  const inFlight = new Map<string, Promise<unknown>>();
  const listeners = new Map<string, Set<ConfigListener>>();
  const cache = configCache(deps);
  const { cacheKey, pathOf, readEntry } = cache;

  const emit = (key: string, value: unknown) => {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener(value);
      } catch {
        // One listener's failure must not stop the others.
      }
    }
  };

  const fallback = <T>(key: string, options: ConfigGetOptions<T> | undefined): T | undefined =>
    (options && "default" in options ? options.default : defaults[key]) as T | undefined;

  const valueOr = <T>(data: unknown, key: string, options?: ConfigGetOptions<T>): T | undefined =>
    data === null || data === undefined ? fallback(key, options) : (data as T);

  async function fetchValue(key: string, ttl: number): Promise<unknown> {
    const previous = readEntry(key);
    let answer;
    try {
      const response = await deps.http.get(pathOf(key));
      answer = readConfigBody(response.data);
    } catch (error) {
      // The client layer may turn some body codes into rejections; a -100 body still means "empty".
      const body = (error as { response?: { data?: unknown } })?.response?.data;
      if (isConfigEmpty(body)) answer = readConfigBody(body);
      // Network failure or server error: keep serving the last known value, however old (documented).
      else return previous ? previous.data : null;
    }
    if (answer.kind === "empty" && !answer.cacheable) return null;
    const data = answer.kind === "value" ? answer.data : null;
    const time = now();
    deps.storage.set(cacheKey(key), { data, expireTime: time + ttl, updateTime: time } satisfies CachedConfigEntry);
    if (!previous || !sameValue(previous.data, data)) emit(key, valueOr(data, key));
    return data;
  }

  const onStorage = (event: StorageEvent) => {
    if (!event.key) return;
    for (const key of listeners.keys()) {
      if (event.key !== deps.storage.keyOf(cacheKey(key))) continue;
      const entry = readEntry(key);
      emit(key, valueOr(entry?.data, key));
    }
  };
  const win = deps.window ?? (typeof window === "undefined" ? undefined : window);
  win?.addEventListener("storage", onStorage as EventListener);

  return {
    pathOf,
    async get<T>(key: string, options?: ConfigGetOptions<T>) {
      const ttl = options?.ttl ?? DEFAULT_CONFIG_TTL_MS;
      const entry = readEntry(key);
      if (entry && isFresh(entry, ttl, now())) return valueOr<T>(entry.data, key, options);
      const id = cacheKey(key);
      let pending = inFlight.get(id);
      if (!pending) {
        pending = fetchValue(key, ttl).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return valueOr<T>(await pending, key, options);
    },
    peek: cache.peek,
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    invalidate(key) {
      deps.storage.remove(cacheKey(key));
    },
    destroy() {
      win?.removeEventListener("storage", onStorage as EventListener);
      listeners.clear();
    },
  };
}
