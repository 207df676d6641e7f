import type { RequestFunction } from "./request";
import { loadRequestLayer } from "./request-layer-on-use";

/**
 * Without a host request function the widget calls through the page's platform request function (RW-API-8): the
 * full client's `http` when the host created one, else the lean fetch core of `@sxz/client/fetch` (the platform
 * headers, the token and the page's one refresh, the error catalogue) — never the whole client layer.
 * The library imports it on first use, so a host that passes defaultAxios downloads neither; the standalone files
 * carry it in the entry (`request-layer-in-entry.ts`).
 */
export const defaultRequest: RequestFunction = async (config) => {
  const { platformRequest } = await loadRequestLayer();
  return platformRequest(config);
};

/** Starts fetching the request layer before the first call needs it where it loads on use (a failure is the first call's to report). */
export function preloadDefaultRequest(): void {
  loadRequestLayer().catch(() => {});
}
