import type { RoutePath } from "../route-path";

export const coursePaths = {
  courses: { method: "GET", path: "/api/learning/v1/courses" },
  courseProgress: { method: "GET", path: "/api/learning/v1/courses/:id/progress" },
  setCourseProgress: { method: "PUT", path: "/api/learning/v1/courses/:id/progress" },
  courseStructuredData: { method: "GET", path: "/api/learning/v1/courses/:id/structured-data" },
} as const satisfies Record<string, RoutePath>;
