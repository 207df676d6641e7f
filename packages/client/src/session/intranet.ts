import type { ClientIpData, ContentxData } from "@sxz/contract";
import { LOCAL_KEYS, oncePerPage } from "../storage";
import type { ClientContext } from "../http/client-context";

export interface NetworkStatus {
  /** On the company network (client IP check, CL-API-8): stored as hasInternal 1 or 0 (CL-ST-13). */
  internal: boolean;
  /** The intranet flag of `contentx`. */
  intranet: boolean;
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

/**
 * CL-ST-13 / CL-API-8: `GET /api/accounts/open/client/ip` and `GET /api/foundation/request/open/contentx`, each once
 * per page (every client instance shares the answer), the IP result kept as hasInternal. A failed lookup counts
 * as "not internal" and is retried on the next call.
 */
export function networkStatus(ctx: ClientContext): Promise<NetworkStatus> {
  return oncePerPage(ctx.page, "network-status", async () => {
    const [ip, contentx] = await Promise.all([
      envelopeData(ctx, "/api/accounts/open/client/ip"),
      envelopeData(ctx, "/api/foundation/request/open/contentx").catch(() => undefined),
    ]);
    const internal = flag(ip, ["internal", "hasInternal"] satisfies (keyof ClientIpData)[]);
    const intranet = flag(contentx, ["intranet"] satisfies (keyof ContentxData)[]);
    ctx.storage.local.set(LOCAL_KEYS.hasInternal, internal ? "1" : "0");
    return { internal, intranet };
  });
}
