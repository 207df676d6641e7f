import type { RoutePath } from "../route-path";

export const accountPaths = {
  currentUser: { method: "GET", path: "/api/accounts/users/me" },
  setUserStatus: { method: "PUT", path: "/api/accounts/users/:id/status" },
  /** The staff-directory image proxy: an author's avatar by user id (RW-ROLE-6). */
  staffAvatar: { method: "GET", path: "/api/staff-directory/v1/avatar/:userId" },
} as const satisfies Record<string, RoutePath>;
