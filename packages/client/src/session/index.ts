export { checkMembershipOnce } from "./membership";
export { networkStatus, companyNetwork, knownCompanyNetwork, COMPANY_NETWORK_TTL_MS } from "./intranet";
export type { NetworkStatus } from "./intranet";
export { createHeartbeat, HEARTBEAT_INTERVAL_MS, HEARTBEAT_PATH } from "./heartbeat";
export type { Heartbeat } from "./heartbeat";
export { workplaceFreeLogin, workplaceAuthCode, WORKPLACE_SYNC_TYPES, isWorkplaceSyncType } from "./workplace-login";
export type { FreeLoginResult, WorkplaceSyncType } from "./workplace-login";
