import type { RoutePath } from "../route-path";

/**
 * Addresses the clients use that the platform serves elsewhere — not API calls of the reference server, so they
 * are not in `apiPaths` (whose every entry the server must register).
 */
export const platformPaths = {
  /** The intranet login page for internal users (CL-ERR-2). */
  intranetLogin: { method: "GET", path: "/api/sso/login" },
} as const satisfies Record<string, RoutePath>;
