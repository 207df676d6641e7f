export { detectEnvironment, describeEnvironment } from "./environment";
export type { CallingEnvironment, CallingEnvironmentKind, NativePlatform, InjectedBridgeGlobals } from "./environment";
export { readPageQuery, withoutQueryParams, QUERY_KEYS } from "./page-query";
export type { PageQuery } from "./page-query";
export { isStaticHost, originOf } from "./hosts";
