import type { RequestFunction } from "./request";

/** `/api/x` against `https://learn.example.com/platform/` → `https://learn.example.com/platform/api/x`. */
export function resolveAgainstBase(url: string, baseUrl: string): string {
  // Absolute and protocol-relative addresses (a storage URL the server signed) already name their origin.
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  const base = baseUrl.replace(/\/+$/, "");
  return `${base}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * A request function that sends the widget's calls (paths such as `/api/km/v1/score/general`) to the platform's
 * API at `baseUrl`, for hosts whose page is not on the API's origin. The server must list the host page's origin
 * in CORS_ORIGINS; the request function must carry the signed-in user's credentials (a bearer token, since
 * cookies of the API's origin are not the page's).
 */
export function withBaseUrl(request: RequestFunction, baseUrl: string): RequestFunction {
  return (config) => request({ ...config, url: resolveAgainstBase(config.url, baseUrl) });
}
