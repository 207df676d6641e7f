import { getPlatformClient } from "@sxz/client";
import type { PlatformClient, PlatformClientOptions } from "@sxz/client";

/** The school this site belongs to (the reference server's seeded school); an address's tenantId wins. */
export const SITE_SCHOOL = "demo";

/**
 * How the demo configures the client. Tracking normally stays silent on local and test hosts (CL-VAL-2); the
 * demo runs on the developer's machine against its own reference server and shows what that server received
 * (/tracking), so it reports from every host.
 */
const OPTIONS: PlatformClientOptions = {
  tenantId: SITE_SCHOOL,
  tracking: { skipHost: () => false },
};

/**
 * The page-wide platform client. The widget (element and component alike) uses the same instance as its
 * request function, so the site and the widget share one token store and one refresh. `main.tsx` creates it
 * before anything renders, so these options are the ones in force.
 */
export function platform(): PlatformClient {
  return getPlatformClient(OPTIONS);
}
