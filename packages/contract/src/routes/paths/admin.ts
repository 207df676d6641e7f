import type { RoutePath } from "../route-path";

/** The platform admin API (`/api/admin/v1/…`): the admin command line's operations over HTTP. No client calls it. */
export const adminPaths = {
  adminListSchools: { method: "GET", path: "/api/admin/v1/schools" },
  adminAddSchool: { method: "POST", path: "/api/admin/v1/schools" },
  adminSetLoginMethod: { method: "PUT", path: "/api/admin/v1/schools/:id/login-method" },
  adminListUsers: { method: "GET", path: "/api/admin/v1/users" },
  adminAddUser: { method: "POST", path: "/api/admin/v1/users" },
  adminSetUserStatus: { method: "PUT", path: "/api/admin/v1/users/:username/status" },
  adminResetPassword: { method: "PUT", path: "/api/admin/v1/users/:username/password" },
  adminImportUsers: { method: "POST", path: "/api/admin/v1/users/import" },
  adminListMembers: { method: "GET", path: "/api/admin/v1/schools/:id/members" },
  adminAddMember: { method: "POST", path: "/api/admin/v1/schools/:id/members" },
  adminRemoveMember: { method: "DELETE", path: "/api/admin/v1/schools/:id/members/:username" },
  adminListCourses: { method: "GET", path: "/api/admin/v1/courses" },
  adminAddCourse: { method: "POST", path: "/api/admin/v1/courses" },
  adminSetProgress: { method: "PUT", path: "/api/admin/v1/courses/:id/progress" },
  adminListConfigItems: { method: "GET", path: "/api/admin/v1/config-items" },
  adminImportConfigItems: { method: "PUT", path: "/api/admin/v1/config-items" },
  adminListWords: { method: "GET", path: "/api/admin/v1/sensitive-words" },
  adminSetWords: { method: "PUT", path: "/api/admin/v1/sensitive-words" },
  adminListRemoteConfig: { method: "GET", path: "/api/admin/v1/remote-config" },
  adminSetRemoteConfig: { method: "PUT", path: "/api/admin/v1/remote-config/:key" },
  adminUnsetRemoteConfig: { method: "DELETE", path: "/api/admin/v1/remote-config/:key" },
  adminListBuckets: { method: "GET", path: "/api/admin/v1/buckets" },
  adminExport: { method: "GET", path: "/api/admin/v1/schools/:id/export" },
} as const satisfies Record<string, RoutePath>;
