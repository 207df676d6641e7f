/** Parameters this layer reads from the page address (CL-RT-8). */
export interface PageQuery {
  /** `sxz-lang`, as given (validated by the language resolver). */
  language?: string;
  /** `tenantId`, else `tenant_id`, else `schoolId`. */
  tenantId?: string;
  /** `_tpToken`: a third-party login code to exchange (CL-RT-10). */
  thirdPartyToken?: string;
  /** The workplace-app tag (`tag`): names the workplace app that opened the page (its platformType). */
  workplaceTag?: string;
  /** `code`: the workplace app's free-login code. */
  workplaceCode?: string;
  /** `headershow=true`: the page shows its own header, so a forced logout may show the login dialog. */
  headerShow: boolean;
  /** `localWorkplace=1|true`: opened by the locally deployed workplace app. */
  localWorkplace: boolean;
}

export const QUERY_KEYS = {
  language: "sxz-lang",
  tenant: ["tenantId", "tenant_id", "schoolId"],
  thirdPartyToken: "_tpToken",
  workplaceTag: "tag",
  workplaceCode: "code",
  headerShow: "headershow",
  localWorkplace: "localWorkplace",
} as const;

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const truthy = (value: string | null) => value !== null && ["1", "true", "yes"].includes(value.trim().toLowerCase());

/** Reads the query of `href` (the page address by default); a hash-router query (`#/x?a=1`) counts too. */
export function readPageQuery(href: string = globalThis.location?.href ?? "http://localhost/"): PageQuery {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { headerShow: false, localWorkplace: false };
  }
  const params = new URLSearchParams(url.search);
  const hashQuery = url.hash.indexOf("?");
  if (hashQuery >= 0) {
    for (const [key, value] of new URLSearchParams(url.hash.slice(hashQuery + 1)))
      if (!params.has(key)) params.set(key, value);
  }
  const tenantKey = QUERY_KEYS.tenant.find((key) => nonEmpty(params.get(key)));
  return {
    language: nonEmpty(params.get(QUERY_KEYS.language)),
    tenantId: tenantKey ? nonEmpty(params.get(tenantKey)) : undefined,
    thirdPartyToken: nonEmpty(params.get(QUERY_KEYS.thirdPartyToken)),
    workplaceTag: nonEmpty(params.get(QUERY_KEYS.workplaceTag)),
    workplaceCode: nonEmpty(params.get(QUERY_KEYS.workplaceCode)),
    headerShow: truthy(params.get(QUERY_KEYS.headerShow)),
    localWorkplace: truthy(params.get(QUERY_KEYS.localWorkplace)),
  };
}

/** The address without the given query parameters (used after consuming `_tpToken` or a free-login code). */
export function withoutQueryParams(href: string, keys: readonly string[]): string {
  const url = new URL(href);
  for (const key of keys) url.searchParams.delete(key);
  return url.toString();
}
