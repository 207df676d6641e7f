// @sxz/client/storage: the stores of the layer and the names of their keys.
export { PREFIX, LOCAL_KEYS, SESSION_KEYS } from "./keys";
export type { PlatformStorage } from "./platform-storage";
export type { KeyValueStore } from "./web-storage";
export type { CookieJar, CookieWriteOptions } from "./cookies";
export { createPageState } from "./page-state";
export type { PageState } from "./page-state";
