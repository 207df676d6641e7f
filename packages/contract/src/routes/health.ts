import { HealthResponse, ProbeAnswer } from "../health";
import type { ApiRouteTable } from "./api-route";
import { healthPaths } from "./paths/health";

export const healthRoutes = {
  health: {
    ...healthPaths.health,
    id: "health",
    tags: ["health"],
    summary: "The server is up and its database answers",
    access: "anyone",
    answer: HealthResponse,
  },
  healthLive: {
    ...healthPaths.healthLive,
    id: "healthLive",
    tags: ["health"],
    summary: "Liveness: the process answers (restart it when this fails)",
    access: "anyone",
    answer: ProbeAnswer,
  },
  healthReady: {
    ...healthPaths.healthReady,
    id: "healthReady",
    tags: ["health"],
    summary: "Readiness: the database answers and the server is not shutting down (send it traffic)",
    access: "anyone",
    answer: ProbeAnswer,
    failureAnswers: { 503: ProbeAnswer },
    failures: [503],
  },
} as const satisfies ApiRouteTable<typeof healthPaths>;
