import { ApiCode } from "@sxz/contract";
import type { AxiosInstance } from "axios";

/**
 * One read of `GET /api/foundation/configProperty/open/value/{key}` (CL-VAL-4: JSON text parsed, -100 or any
 * code but 200 is empty), kept in memory for the client's life. The layer uses it only until the cached config
 * service is wired in its place.
 */
export function createConfigValueReader(raw: AxiosInstance, headers: () => Record<string, string>, prefix = "") {
  const cache = new Map<string, Promise<unknown>>();
  return (key: string): Promise<unknown> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = raw
        .get<{ code?: number; data?: unknown }>(`${prefix}/api/foundation/configProperty/open/value/${encodeURIComponent(key)}`, { headers: headers(), timeout: 10_000 })
        .then((response) => {
          if (response.data?.code !== ApiCode.OK || response.data.data === null || response.data.data === undefined) return undefined;
          const value = response.data.data;
          if (typeof value !== "string") return value;
          try {
            return JSON.parse(value) as unknown;
          } catch {
            return value;
          }
        });
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
}
