import { readClientIp, readContentx, sessionPaths } from "@sxz/contract";
import { readEnvelope } from "../http/answers";
import { isPlatformError } from "../http/errors";
import { LOCAL_KEYS } from "../storage/keys";
import { oncePerPage } from "../storage/page-state";
import type { PageState } from "../storage";
import type { ClientContext } from "../platform/client-context";
import { COMPANY_NETWORK_TTL_MS, knownCompanyNetwork } from "./company-network-cache";

export { COMPANY_NETWORK_TTL_MS, knownCompanyNetwork };

export interface NetworkStatus {
  /** On the company network (client IP check, CL-API-8): stored as hasInternal 1 or 0 (CL-ST-13). */
  internal: boolean;
  /** The intranet flag of `contentx`. */
  intranet: boolean;
}

export const CLIENT_IP_PATH = sessionPaths.clientIp.path;
export const CONTENTX_PATH = sessionPaths.contentx.path;

/** The page's last company-network lookup (every client instance of the page shares it). */
export interface CompanyNetworkLookup {
  at: number;
  answer: Promise<boolean>;
  /** The answer once it arrived. */
  internal?: boolean;
}

/** The envelope's `data` of a session lookup, read at the edge (PlatformError "malformed-answer" when unusable). */
async function ask<T>(ctx: ClientContext, path: string, read: (data: unknown) => T): Promise<T> {
  return readEnvelope(await ctx.raw.get(path, { headers: ctx.baseHeaders(), timeout: 10_000 }), read);
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
  (scope.navigator as { connection?: NetworkAware } | undefined)?.connection?.addEventListener?.("change", forget);
}

/**
 * CL-ERR-2 / CL-ST-13: is this page on the company network? `GET /api/accounts/open/client/ip`, asked when a
 * decision needs it (a 401, a login redirect) and trusted for a minute or until the network changes; the answer is
 * stored as hasInternal 1 or 0. A failed lookup is forgotten (the next decision asks again).
 */
export function companyNetwork(
  ctx: ClientContext,
  now = Date.now(),
  scope: typeof globalThis = globalThis,
): Promise<boolean> {
  const { page } = ctx;
  forgetOnNetworkChange(page, scope);
  const cached = page.companyNetwork;
  if (cached && now - cached.at < COMPANY_NETWORK_TTL_MS) return cached.answer;
  const lookup: CompanyNetworkLookup = {
    at: now,
    // An answer that does not say counts as "not on the company network": the ordinary login works for everyone.
    answer: ask(ctx, CLIENT_IP_PATH, readClientIp).then((answer) => {
      const internal = answer.internal === true;
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

/**
 * CL-ST-13 / CL-API-8: the company-network answer above and the intranet flag of
 * `GET /api/foundation/request/open/contentx` (looked up once per page, again after a network change). Concurrent
 * callers share one lookup.
 */
export function networkStatus(ctx: ClientContext): Promise<NetworkStatus> {
  const internal = companyNetwork(ctx);
  return oncePerPage(ctx.page, "network-status", async () => {
    // An unreachable contentx leaves the intranet flag false, as before; an answer of the wrong shape is an error.
    const contentxAnswer = ask(ctx, CONTENTX_PATH, readContentx).catch((error: unknown) => {
      if (isPlatformError(error, "malformed-answer")) throw error;
      return { intranet: null };
    });
    const [isInternal, contentx] = await Promise.all([internal, contentxAnswer]);
    return { internal: isInternal, intranet: contentx.intranet === true };
  });
}
