import { accountRoutes } from "./accounts";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { configRoutes } from "./config";
import { courseRoutes } from "./courses";
import { healthRoutes } from "./health";
import { reviewRoutes } from "./reviews";
import { schoolRoutes } from "./schools";
import { sessionRoutes } from "./session";
import { trackingRoutes } from "./tracking";
import { uploadRoutes } from "./uploads";
import type { ApiRoute } from "./api-route";

export type { Access, ApiRoute, ApiRouteTable, FailureStatus } from "./api-route";
export {
  accountRoutes,
  authRoutes,
  configRoutes,
  courseRoutes,
  healthRoutes,
  reviewRoutes,
  schoolRoutes,
  sessionRoutes,
  trackingRoutes,
  uploadRoutes,
};

/** Every call of the reference server with its schemas, by operation id (the server's half of the table). */
export const apiRoutes = {
  ...healthRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...schoolRoutes,
  ...configRoutes,
  ...sessionRoutes,
  ...trackingRoutes,
  ...reviewRoutes,
  ...courseRoutes,
  ...uploadRoutes,
} as const;

/** The entries as a list, e.g. to check that each is registered and documented. */
export const apiRouteList: readonly ApiRoute[] = Object.values(apiRoutes);

export { adminRoutes };
/** The platform admin API's entries as a list: registered and documented by the server, outside `apiRoutes` (no client calls them). */
export const adminRouteList: readonly ApiRoute[] = Object.values(adminRoutes);
