import type { RoutePath } from "../route-path";

export const sessionPaths = {
  clientIp: { method: "GET", path: "/api/accounts/open/client/ip" },
  contentx: { method: "GET", path: "/api/foundation/request/open/contentx" },
  heartbeat: { method: "GET", path: "/api/sso/open/only4ssoTimeUpdate.do" },
} as const satisfies Record<string, RoutePath>;
