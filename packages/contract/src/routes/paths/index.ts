import { accountPaths } from "./accounts";
import { authPaths } from "./auth";
import { configPaths } from "./config";
import { coursePaths } from "./courses";
import { healthPaths } from "./health";
import { reviewPaths } from "./reviews";
import { schoolPaths } from "./schools";
import { sessionPaths } from "./session";
import { trackingPaths } from "./tracking";
import { uploadPaths } from "./uploads";

export {
  accountPaths,
  authPaths,
  configPaths,
  coursePaths,
  healthPaths,
  reviewPaths,
  schoolPaths,
  sessionPaths,
  trackingPaths,
  uploadPaths,
};
export { platformPaths } from "./platform";
/** The platform admin API: not in `apiPaths` (no client calls it; the server registers it from `adminRoutes`). */
export { adminPaths } from "./admin";

/** Every call of the reference server by operation id: method and path only (browser-safe, no schemas). */
export const apiPaths = {
  ...healthPaths,
  ...authPaths,
  ...accountPaths,
  ...schoolPaths,
  ...configPaths,
  ...sessionPaths,
  ...trackingPaths,
  ...reviewPaths,
  ...coursePaths,
  ...uploadPaths,
} as const;

export type OperationId = keyof typeof apiPaths;

/** The prefixes of every API path: the platform's `/api/…` and the `/sxz/api/…` spelling some calls use. */
export const API_PATH_PREFIXES = ["/api/", "/sxz/api/"] as const;

/** The interactive API reference and the OpenAPI document it shows (not calls of the API itself). */
export const apiDocsPaths = { reference: "/api/docs", document: "/api/docs/openapi.json" } as const;
