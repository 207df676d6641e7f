import type { RequestFunction } from "./request";

/**
 * Without a host request function the widget calls through the page's platform request function (RW-API-8): the
 * full client's `http` when the host created one, else the lean fetch core of `@sxz/client/fetch` (the platform
 * headers, the token and the page's one refresh, the error catalogue) — never the whole client layer.
 * Imported on first use only, so a host that passes defaultAxios downloads neither.
 */
const loadRequestLayer = () => import("@sxz/client/fetch");

export const defaultRequest: RequestFunction = async (config) => {
  const { platformRequest } = await loadRequestLayer();
  return platformRequest(config);
};

/** Starts fetching the request layer before the first call needs it (a failure is the first call's to report). */
export function preloadDefaultRequest(): void {
  loadRequestLayer().catch(() => {});
}
