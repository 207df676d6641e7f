import { configCache } from "./cache";
import type { ConfigListener, ConfigReader, ConfigReaderDependencies } from "./reader";

/**
 * `client.config` of the platform client: `peek`, `invalidate` and `pathOf` read and write the cache at once; the
 * reader itself (one call per key for concurrent readers, stale on failure, change notices) loads with the first
 * `get` or `subscribe`. A subscriber is told of a change that another tab made while the reader was loading.
 */
export function createLazyConfigReader(deps: ConfigReaderDependencies): ConfigReader {
  const cache = configCache(deps);
  let loading: Promise<ConfigReader> | undefined;
  let destroyed = false;
  const load = () =>
    (loading ??= import("./reader").then(
      ({ createConfigReader }) => {
        const reader = createConfigReader(deps);
        if (destroyed) reader.destroy();
        return reader;
      },
      (error: unknown) => {
        // A chunk that failed to load (a network drop) is asked for again by the next read.
        loading = undefined;
        throw error;
      },
    ));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  return {
    get: async (key, options) => (await load()).get(key, options),
    peek: cache.peek,
    subscribe(key: string, listener: ConfigListener) {
      const before = cache.peek(key);
      let unsubscribe: (() => void) | undefined;
      let active = true;
      void load().then(
        (reader) => {
          if (!active) return;
          unsubscribe = reader.subscribe(key, listener);
          const now = cache.peek(key);
          if (!same(before, now)) listener(now);
        },
        () => undefined,
      );
      return () => {
        active = false;
        unsubscribe?.();
      };
    },
    invalidate: (key) => deps.storage.remove(cache.cacheKey(key)),
    pathOf: cache.pathOf,
    destroy() {
      destroyed = true;
      void loading?.then((reader) => reader.destroy(), () => undefined);
    },
  };
}
