import type { RoutePath } from "../route-path";

export const coursePaths = {
  courses: { method: "GET", path: "/api/learning/v1/courses" },
  courseProgress: { method: "GET", path: "/api/learning/v1/courses/:id/progress" },
  setCourseProgress: { method: "PUT", path: "/api/learning/v1/courses/:id/progress" },
} as const satisfies Record<string, RoutePath>;
