/**
 * The feedback page link shown inside the sensitive-content toast (RW-SCR-1):
 * `{host}/feedback/{tenantId}?sxz-lang=…`, the tenant from the stored tenant_id, else the schoolId query
 * parameter. Null when neither is known (the toast then shows without a link).
 */
export function feedbackLink(origin: string, storedTenantId: string | null, search: string, language: string): string | null {
  const tenant = storedTenantId?.trim() || new URLSearchParams(search).get("schoolId")?.trim();
  if (!tenant) return null;
  const url = new URL(`/feedback/${encodeURIComponent(tenant)}`, origin);
  url.searchParams.set("sxz-lang", language);
  return url.toString();
}
