import { TOKEN_NAMESPACE_SEPARATOR } from "./storage/page-state";
import type { TokenStore } from "./auth/token-store";

/**
 * Where the page-wide platform client lives (`getPlatformClient`): a registered symbol on globalThis, so copies of
 * this package bundled separately (the widget's, the host's) and the lean fetch core find the same instance.
 */
export const SHARED_CLIENT = Symbol.for("sxz.client.shared-instance");

/**
 * Clients with the same base URL and token cookies share one refresh on a page: the key of the page's refresh in
 * flight (the full client's and the lean fetch core's alike).
 */
export function tokenNamespace(baseURL: string, tokens: Pick<TokenStore, "cookieNames">): string {
  return [baseURL || "page", ...tokens.cookieNames].join(TOKEN_NAMESPACE_SEPARATOR);
}
