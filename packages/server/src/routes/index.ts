import type { FastifyPluginAsync } from "fastify";
import { accountRoutes } from "./accounts";
import { adminApiRoutes } from "./admin";
import { authRoutes } from "./auth";
import { authFlowRoutes } from "./auth-flows";
import { configRoutes } from "./config";
import { courseRoutes } from "./courses";
import { healthRoutes } from "./health";
import { reviewRoutes } from "./reviews";
import { reviewModerationRoutes } from "./reviews-moderation";
import { schoolRoutes } from "./schools";
import { sessionRoutes } from "./session";
import { sessionGuard } from "./session-guard";
import { trackingRoutes } from "./tracking";
import { uploadRoutes } from "./uploads";

/** Every domain's routes: `<domain>.ts`, and `<domain>-<part>.ts` for a domain's further plugins. */
// The session guard comes first: its hooks must reach every route registered after it.
export const routePlugins: FastifyPluginAsync[] = [
  sessionGuard,
  healthRoutes,
  authRoutes,
  authFlowRoutes,
  accountRoutes,
  schoolRoutes,
  configRoutes,
  sessionRoutes,
  trackingRoutes,
  reviewRoutes,
  reviewModerationRoutes,
  courseRoutes,
  uploadRoutes,
  adminApiRoutes,
];
