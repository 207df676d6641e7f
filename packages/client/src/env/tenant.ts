import { LOCAL_KEYS } from "../storage/keys";
import type { KeyValueStore } from "../storage";
import { readPageQuery } from "./page-query";

/**
 * The school of the page: the address (tenantId, tenant_id, schoolId) wins and is remembered as `SXZ_tenant_id`,
 * then the remembered one, then the host's option.
 */
export function createTenantResolver(
  local: KeyValueStore,
  href: () => string,
  fallback?: string,
): () => string | undefined {
  const fromQuery = readPageQuery(href()).tenantId;
  if (fromQuery) local.set(LOCAL_KEYS.tenantId, fromQuery);
  return () => readPageQuery(href()).tenantId ?? (local.get<string>(LOCAL_KEYS.tenantId) || undefined) ?? fallback;
}
