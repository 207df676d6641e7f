import { configPaths, pathTo } from "@sxz/contract";
import type { KeyValueStore } from "../storage";
import { isCachedEntry } from "./entry";
import type { CachedConfigEntry } from "./entry";

/** The two deployments of the product: the intranet one serves its API under /sxz (CL-API-4). */
export type ConfigProduct = "public" | "intranet";

/** Where one reader keeps its values (CL-ENT-8) and asks for them: shared by the reader and its on-demand facade. */
export interface ConfigCache {
  /** `<key>|<tenant>|<product>` under the SXZ_BIZ_CONFIG_ prefix. */
  cacheKey(key: string): string;
  /** The request path of a key (with /sxz for the intranet product). */
  pathOf(key: string): string;
  readEntry(key: string): CachedConfigEntry | undefined;
  /** The cached value (fresh or not) or the reader's default for the key. */
  peek<T>(key: string): T | undefined;
}

export function configCache(deps: {
  storage: KeyValueStore;
  tenantId?: string | (() => string | undefined) | undefined;
  product?: ConfigProduct | undefined;
  defaults?: Record<string, unknown> | undefined;
}): ConfigCache {
  const product = deps.product ?? "public";
  const defaults = deps.defaults ?? {};
  const tenant = () => (typeof deps.tenantId === "function" ? deps.tenantId() : deps.tenantId) ?? "";
  const cacheKey = (key: string) => `${key}|${tenant()}|${product}`;
  const readEntry = (key: string): CachedConfigEntry | undefined => {
    const stored = deps.storage.get<unknown>(cacheKey(key));
    return isCachedEntry(stored) ? stored : undefined;
  };
  return {
    cacheKey,
    pathOf: (key) =>
      pathTo(product === "intranet" ? configPaths.configValueIntranet : configPaths.configValue, { key }),
    readEntry,
    peek<T>(key: string) {
      const data = readEntry(key)?.data;
      return (data === null || data === undefined ? defaults[key] : data) as T | undefined;
    },
  };
}
