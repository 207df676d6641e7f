import type { FastifyPluginAsync } from "fastify";
import { accountRoutes } from "./accounts";
import { authRoutes } from "./auth";
import { authFlowRoutes } from "./auth-flows";
import { configPropertyRoutes } from "./config-properties";
import { healthRoutes } from "./health";
import { schoolRoutes } from "./schools";
import { sessionRoutes } from "./session";
import { sessionGuard } from "./session-guard";
import { trackingRoutes } from "./tracking";
import { courseRoutes } from "./courses";
import { moderationRoutes } from "./moderation";
import { scoreRoutes } from "./scores";
import { uploadRoutes } from "./uploads";

/** Every domain's routes, one Fastify plugin each. */
// The session guard comes first: its hooks must reach every route registered after it.
export const routePlugins: FastifyPluginAsync[] = [sessionGuard, healthRoutes, authRoutes, authFlowRoutes, accountRoutes, schoolRoutes, configPropertyRoutes, sessionRoutes, trackingRoutes, scoreRoutes, moderationRoutes, courseRoutes, uploadRoutes];
