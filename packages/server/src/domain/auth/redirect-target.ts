/**
 * The address a login may return to: a base64 (standard or URL-safe) absolute http(s) URL whose origin is the
 * server's own, or whose host is explicitly allowed. Userinfo, backslashes and control characters are refused
 * (they are how parsers are tricked into another host). Undefined when not acceptable.
 */
export function acceptReturnUrl(targetBase64: string, ownOrigin: string, allowedHosts: readonly string[]): URL | undefined {
  let text: string;
  try {
    // An unencoded "+" in a query string arrives as a space.
    const normalised = decodeURIComponent(targetBase64).replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/");
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return undefined;
    text = Buffer.from(normalised, "base64").toString("utf8");
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  if (!text.toLowerCase().startsWith(`${url.protocol}//${url.host}`.toLowerCase())) return undefined;
  if (url.origin === ownOrigin || allowedHosts.includes(url.host.toLowerCase())) return url;
  return undefined;
}
