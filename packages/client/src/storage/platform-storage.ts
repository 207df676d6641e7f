import { PREFIX } from "./keys";
import { browserStorage, createKeyValueStore } from "./web-storage";
import type { KeyValueStore } from "./web-storage";
import { createCookieJar } from "./cookies";
import type { CookieJar } from "./cookies";
import { deviceUuid } from "./uuid";

/** Every store of the layer, created once per client. */
export interface PlatformStorage {
  /** Local storage under `SXZ_` (the named keys of the spec). */
  local: KeyValueStore;
  /** Local storage under `SXZ_BIZ_CONFIG_` (cached configuration). */
  bizConfig: KeyValueStore;
  /** Local storage under `SXZ_STORAGE_` (queues, leases, events). */
  shared: KeyValueStore;
  /** Session storage, keys used as named. */
  session: KeyValueStore;
  cookies: CookieJar;
  /** The device id, made once and reused. */
  uuid(): string;
}

export function createPlatformStorage(): PlatformStorage {
  const local = browserStorage("localStorage");
  const app = createKeyValueStore(local, PREFIX.app);
  return {
    local: app,
    bizConfig: createKeyValueStore(local, PREFIX.bizConfig),
    shared: createKeyValueStore(local, PREFIX.storage),
    session: createKeyValueStore(browserStorage("sessionStorage")),
    cookies: createCookieJar(),
    uuid: () => deviceUuid(app),
  };
}
