/**
 * The feedback page link shown inside the sensitive-content toast (RW-SCR-1):
 * `{host}/feedback/{tenantId}?sxz-lang=…`, the tenant from the stored tenant_id, else the schoolId query
 * parameter. Null when neither is known (the toast then shows without a link).
 */
export function feedbackLink(
  origin: string,
  storedTenantId: string | null,
  search: string,
  language: string,
): string | null {
  const tenant = storedTenantId?.trim() || new URLSearchParams(search).get("schoolId")?.trim();
  if (!tenant) return null;
  const url = new URL(`/feedback/${encodeURIComponent(tenant)}`, origin);
  url.searchParams.set("sxz-lang", language);
  return url.toString();
}

/**
 * The tenant the platform stored: the client layer keeps it JSON-encoded under `SXZ_tenant_id` (CL-ENT-9);
 * pages that predate the prefix wrote a bare `tenant_id`.
 */
export function storedTenantId(store: Pick<Storage, "getItem"> | null): string | null {
  if (!store) return null;
  const read = (key: string) => {
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  };
  const prefixed = read("SXZ_tenant_id");
  if (prefixed !== null) {
    try {
      const value: unknown = JSON.parse(prefixed);
      if (typeof value === "string" || typeof value === "number") return String(value);
    } catch {
      return prefixed;
    }
  }
  return read("tenant_id");
}
