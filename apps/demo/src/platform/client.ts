import { getPlatformClient } from "@sxz/client";
import type { PlatformClient } from "@sxz/client";

/**
 * The page-wide platform client. The widget (element and component alike) uses the same instance as its
 * request function, so the site and the widget share one token store and one refresh.
 */
export function platform(): PlatformClient {
  return getPlatformClient();
}
