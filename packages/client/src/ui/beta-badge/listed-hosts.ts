/**
 * Does the klt.beta.flag.school value list this page's host? The value is a list of host names (a JSON
 * array; a comma-separated text is accepted too). An entry matches the host name, or host:port exactly.
 */
export function hostIsListed(value: unknown, location: Pick<Location, "hostname" | "host">): boolean {
  const entries = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const hostname = location.hostname.toLowerCase();
  const host = location.host.toLowerCase();
  return entries.some((entry) => {
    if (typeof entry !== "string") return false;
    const wanted = entry.trim().toLowerCase();
    return wanted !== "" && (wanted === hostname || wanted === host);
  });
}
