import type { RequestFunction } from "./request";
import { loadRequestLayer } from "./request-layer-part";

/**
 * Without a host request function the widget calls through the page's platform request function (RW-API-8): the
 * full client's `http` when the host created one, else the lean fetch core of `@sxz/client/fetch` (the platform
 * headers, the token and the page's one refresh, the error catalogue) — never the whole client layer.
 * The library imports it on first use, so a host that passes defaultAxios downloads neither; the standalone files
 * carry it in the entry (`request-layer-in-entry.ts`), where a call reaches `fetch` in the caller's task: the
 * widget's first calls leave before the rest of its first render runs, as they do through a host's function.
 */
export const defaultRequest: RequestFunction = (config) => {
  const layer = loadRequestLayer();
  if (layer instanceof Promise) return layer.then(({ platformRequest }) => platformRequest(config));
  try {
    return layer.platformRequest(config);
  } catch (error) {
    // The page's core is created on its first call: a failure there is that call's, never a throw at the caller.
    return Promise.reject(error);
  }
};

/** Starts fetching the request layer before the first call needs it where it loads on use (a failure is the first call's to report). */
export function preloadDefaultRequest(): void {
  const layer = loadRequestLayer();
  if (layer instanceof Promise) layer.catch(() => {});
}
