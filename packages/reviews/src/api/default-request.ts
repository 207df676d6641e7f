import type { RequestFunction } from "./request";

/**
 * Without a host request function the widget calls through the page's shared platform client (RW-API-8).
 * Imported on first use only, so a host that passes defaultAxios never downloads the client layer.
 */
export const defaultRequest: RequestFunction = async (config) => {
  const { getPlatformClient } = await import("@sxz/client");
  return getPlatformClient().http(config);
};
