import type { ClientContext } from "../platform/client-context";
import { knownCompanyNetwork } from "../session/company-network-cache";

/**
 * Internal-company user as far as this page knows now: the single-sign-on cookie, or the company network as last
 * looked up in this page (CL-ENV-4, CL-ROLE-2). A hasInternal stored by an earlier page is not trusted: it may
 * come from another network.
 */
export function isInternalUser(ctx: ClientContext, ssoCookie: string): boolean {
  return Boolean(ctx.storage.cookies.get(ssoCookie)) || knownCompanyNetwork(ctx.page) === true;
}
