import { loadOnUse } from "../on-use/load-on-use";
import { configCache } from "./cache";
import type { ConfigListener, ConfigReader, ConfigReaderDependencies } from "./reader";

/**
 * `client.config` of the platform client: `peek`, `invalidate` and `pathOf` read and write the cache at once; the
 * reader itself (one call per key for concurrent readers, stale on failure, change notices) loads with the first
 * `get` or `subscribe`. A subscriber is told of a change that another tab made while the reader was loading.
 */
export function createLazyConfigReader(deps: ConfigReaderDependencies): ConfigReader {
  const cache = configCache(deps);
  let loaded: ConfigReader | undefined;
  let destroyed = false;
  const load = loadOnUse(
    () => import("./reader"),
    ({ createConfigReader }) => {
      loaded = createConfigReader(deps);
      if (destroyed) loaded.destroy();
      return loaded;
    },
  );
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
      // A reader still loading destroys itself when it arrives.
      loaded?.destroy();
    },
  };
}
