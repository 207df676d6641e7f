import type { RoutePath } from "../route-path";

export const schoolPaths = {
  schoolInfo: { method: "POST", path: "/api/ischool/v1/open/schools/" },
  schoolLoginConfig: { method: "POST", path: "/api/ischool/v1/open/schools/common-current" },
  memberCheck: { method: "GET", path: "/api/ischool/v1/members/get-member-is-valid/" },
} as const satisfies Record<string, RoutePath>;
