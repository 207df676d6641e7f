import type { RoutePath } from "../route-path";

export const accountPaths = {
  currentUser: { method: "GET", path: "/api/accounts/users/me" },
  setUserStatus: { method: "PUT", path: "/api/accounts/users/:id/status" },
} as const satisfies Record<string, RoutePath>;
