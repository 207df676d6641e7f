// @sxz/client/env: the calling environment and the page address parameters.
export { detectEnvironment, describeEnvironment } from "./environment";
export type { CallingEnvironment, CallingEnvironmentKind, NativePlatform } from "./environment";
export { readPageQuery, QUERY_KEYS } from "./page-query";
export type { PageQuery } from "./page-query";
