/**
 * Static-content hosts (CDN, object storage) are called without a token or platform headers (CL-API-2):
 * a token must never leak to a third-party host, and custom headers would force a CORS preflight there.
 */
export function isStaticHost(requestUrl: string, staticHosts: readonly string[], pageOrigin: string): boolean {
  if (staticHosts.length === 0) return false;
  let host: string;
  try {
    host = new URL(requestUrl, pageOrigin).host.toLowerCase();
  } catch {
    return false;
  }
  return staticHosts.some((entry) => {
    const wanted = entry
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "");
    if (wanted.startsWith("*.")) return host.endsWith(wanted.slice(1));
    return host === wanted || host.split(":")[0] === wanted;
  });
}

/** Is the URL on another origin than the page? (Platform headers go only to the platform's own API.) */
export function originOf(requestUrl: string, pageOrigin: string): string | undefined {
  try {
    return new URL(requestUrl, pageOrigin).origin;
  } catch {
    return undefined;
  }
}
