import type { ClientIpData, ContentxData } from "@sxz/contract";
import { LOCAL_KEYS, oncePerPage } from "../storage";
import type { PageState } from "../storage";
import type { ClientContext } from "../http/client-context";

export interface NetworkStatus {
  /** On the company network (client IP check, CL-API-8): stored as hasInternal 1 or 0 (CL-ST-13). */
  internal: boolean;
  /** The intranet flag of `contentx`. */
  intranet: boolean;
}

/**
 * How long a company-network answer is trusted in a page. Short, because the same laptop moves between the office
 * and home; a network change the browser reports (`online`, `navigator.connection` change) forgets it at once.
 */
export const COMPANY_NETWORK_TTL_MS = 60_000;
export const CLIENT_IP_PATH = "/api/accounts/open/client/ip";
export const CONTENTX_PATH = "/api/foundation/request/open/contentx";

/** The page's last company-network lookup (every client instance of the page shares it). */
export interface CompanyNetworkLookup {
  at: number;
  answer: Promise<boolean>;
  /** The answer once it arrived. */
  internal?: boolean;
}

function flag(data: unknown, names: readonly string[]): boolean {
  if (typeof data === "boolean") return data;
  if (typeof data === "number") return data === 1;
  if (typeof data === "string") return data === "1" || data.toLowerCase() === "true";
  if (data && typeof data === "object") {
    for (const name of names) {
      const value = (data as Record<string, unknown>)[name];
      if (value !== undefined) return flag(value, []);
    }
  }
  return false;
}

async function envelopeData(ctx: ClientContext, path: string): Promise<unknown> {
  const response = await ctx.raw.get<{ data?: unknown }>(path, { headers: ctx.baseHeaders(), timeout: 10_000 });
  return response.data && typeof response.data === "object" ? response.data.data : undefined;
}

type NetworkAware = { addEventListener?: (type: string, listener: () => void) => void };

/** Once per page: a network change the browser reports makes the next lookup ask again. */
function forgetOnNetworkChange(page: PageState, scope: typeof globalThis): void {
  if (page.watchingNetwork) return;
  page.watchingNetwork = true;
  const forget = () => {
    page.companyNetwork = undefined;
    page.once.delete("network-status");
  };
  (scope as NetworkAware).addEventListener?.("online", forget);
  ((scope.navigator as { connection?: NetworkAware } | undefined)?.connection)?.addEventListener?.("change", forget);
}

/**
 * CL-ERR-2 / CL-ST-13: is this page on the company network? `GET /api/accounts/open/client/ip`, asked when a
 * decision needs it (a 401, a login redirect) and trusted for a minute or until the network changes; the answer is
 * stored as hasInternal 1 or 0. A failed lookup is forgotten (the next decision asks again).
 */
export function companyNetwork(ctx: ClientContext, now = Date.now(), scope: typeof globalThis = globalThis): Promise<boolean> {
  const { page } = ctx;
  forgetOnNetworkChange(page, scope);
  const cached = page.companyNetwork;
  if (cached && now - cached.at < COMPANY_NETWORK_TTL_MS) return cached.answer;
  const lookup: CompanyNetworkLookup = {
    at: now,
    answer: envelopeData(ctx, CLIENT_IP_PATH).then((data) => {
      const internal = flag(data, ["internal", "hasInternal"] satisfies (keyof ClientIpData)[]);
      lookup.internal = internal;
      ctx.storage.local.set(LOCAL_KEYS.hasInternal, internal ? "1" : "0");
      return internal;
    }),
  };
  page.companyNetwork = lookup;
  lookup.answer.catch(() => {
    if (page.companyNetwork === lookup) page.companyNetwork = undefined;
  });
  return lookup.answer;
}

/** The company-network answer this page already has, if it is still trusted (no call). */
export function knownCompanyNetwork(page: PageState, now = Date.now()): boolean | undefined {
  const cached = page.companyNetwork;
  return cached && now - cached.at < COMPANY_NETWORK_TTL_MS ? cached.internal : undefined;
}

/**
 * CL-ST-13 / CL-API-8: the company-network answer above and the intranet flag of
 * `GET /api/foundation/request/open/contentx` (looked up once per page, again after a network change). Concurrent
 * callers share one lookup.
 */
export function networkStatus(ctx: ClientContext): Promise<NetworkStatus> {
  const internal = companyNetwork(ctx);
  return oncePerPage(ctx.page, "network-status", async () => {
    const [isInternal, contentx] = await Promise.all([internal, envelopeData(ctx, CONTENTX_PATH).catch(() => undefined)]);
    return { internal: isInternal, intranet: flag(contentx, ["intranet"] satisfies (keyof ContentxData)[]) };
  });
}
