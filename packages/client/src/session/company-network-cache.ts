import type { PageState } from "../storage";

/**
 * How long a company-network answer is trusted in a page. Short, because the same laptop moves between the office
 * and home; a network change the browser reports (`online`, `navigator.connection` change) forgets it at once.
 */
export const COMPANY_NETWORK_TTL_MS = 60_000;

/** The company-network answer this page already has, if it is still trusted (no call). */
export function knownCompanyNetwork(page: PageState, now = Date.now()): boolean | undefined {
  const cached = page.companyNetwork;
  return cached && now - cached.at < COMPANY_NETWORK_TTL_MS ? cached.internal : undefined;
}
