import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "./health";

/** Every domain's routes, one Fastify plugin each. */
export const routePlugins: FastifyPluginAsync[] = [healthRoutes];
