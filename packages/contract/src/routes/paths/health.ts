import type { RoutePath } from "../route-path";

export const healthPaths = {
  health: { method: "GET", path: "/api/health" },
  healthLive: { method: "GET", path: "/api/health/live" },
  healthReady: { method: "GET", path: "/api/health/ready" },
} as const satisfies Record<string, RoutePath>;
