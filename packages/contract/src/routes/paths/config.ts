import type { RoutePath } from "../route-path";

export const configPaths = {
  configValue: { method: "GET", path: "/api/foundation/configProperty/open/value/:key" },
  /** The same call under the intranet product's `/sxz` prefix. */
  configValueIntranet: { method: "GET", path: "/sxz/api/foundation/configProperty/open/value/:key" },
  setConfigValue: { method: "PUT", path: "/api/foundation/configProperty/value/:key" },
} as const satisfies Record<string, RoutePath>;
