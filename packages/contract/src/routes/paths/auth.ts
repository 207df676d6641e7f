import type { RoutePath } from "../route-path";

/** Tokens, logout and the other ways in (client-layer.md §7). */
export const authPaths = {
  issueToken: { method: "POST", path: "/api/auth/oauth/token" },
  logout: { method: "POST", path: "/api/auth/logout" },
  authorize: { method: "GET", path: "/api/auth/v1/oauth/authorize" },
  workplaceFreeLogin: { method: "POST", path: "/api/:workplace/proxy/rest/v1/open/free_login" },
  thirdPartyLogin: { method: "GET", path: "/api/auth/open/third/:provider/authorization_code" },
} as const satisfies Record<string, RoutePath>;
