import { legalRedirectUrl } from "@sxz/contract";

/**
 * The address a login may return to: a base64 (standard or URL-safe) absolute http(s) URL that the platform's one
 * redirect rule (CL-VAL-5, `@sxz/contract`) accepts for this server's origin and its allowed hosts. The
 * third-party login gets no page to resolve relative targets against, so only absolute addresses are taken.
 * Undefined when not acceptable.
 */
export function acceptReturnUrl(
  targetBase64: string,
  ownOrigin: string,
  allowedHosts: readonly string[],
): URL | undefined {
  let text: string;
  try {
    // An unencoded "+" in a query string arrives as a space.
    const normalised = decodeURIComponent(targetBase64).replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/");
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return undefined;
    text = Buffer.from(normalised, "base64").toString("utf8");
  } catch {
    return undefined;
  }
  if (!/^https?:\/\//i.test(text)) return undefined;
  return legalRedirectUrl(text, { origin: ownOrigin, allowedHosts });
}
