// @sxz/client/session: heartbeat, company network and workplace free-login types and constants.
export { HEARTBEAT_INTERVAL_MS, HEARTBEAT_PATH } from "./heartbeat";
export type { Heartbeat } from "./heartbeat";
export { COMPANY_NETWORK_TTL_MS } from "./intranet";
export type { NetworkStatus } from "./intranet";
export { WORKPLACE_SYNC_TYPES, isWorkplaceSyncType } from "./workplace-login";
export type { FreeLoginResult, WorkplaceSyncType } from "./workplace-login";
