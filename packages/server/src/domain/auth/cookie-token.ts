/** The `access_token` cookie's value, for calls that cannot set headers (navigator.sendBeacon). */
export function accessTokenCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.split("=");
    if (name?.trim() === "access_token") {
      const value = rest.join("=").trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
