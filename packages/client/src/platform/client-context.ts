import type { Language } from "@sxz/contract";
import { createTenantResolver } from "../env/tenant";
import type { CallingEnvironment } from "../env";
import { createPlatformStorage } from "../storage/platform-storage";
import { pageState } from "../storage/page-state";
import { clientTokenStore } from "../auth/token-store";
import type { TokenStore } from "../auth/token-store";
import { createBaseHeaders } from "../http/base-headers";
import type { RequestContext } from "../http/client-context";
import type { RawHttp } from "../http/raw-http";
import { tokenNamespace } from "../shared-client";
import type { PlatformClientOptions } from "./options";

/** What the parts of one client share (built once by {@link createClientContext}): the request context and the token store. */
export interface ClientContext extends RequestContext {
  tokens: TokenStore;
}

/** The options the shared context reads (both forms of the client take them with the same meanings). */
export type ContextOptions = Pick<
  PlatformClientOptions,
  | "baseURL"
  | "tenantId"
  | "cookieDomain"
  | "productCookies"
  | "sessionTokenMirror"
  | "workplaceTerminal"
  | "navigate"
  | "pageState"
>;

/** What differs between the full client and the lean core: the language source, the raw transport, config reads. */
export interface ContextSources {
  environment: CallingEnvironment;
  language(): Language;
  /** The transport of the layer's own calls (token endpoint, lookups), with the base URL and no rules. */
  raw: RawHttp;
  /** A remote configuration value; the caller decides when its reader loads. */
  readConfig(key: string): Promise<unknown>;
}

/**
 * The one wiring of a client's shared parts, for the full client and the lean request core alike: storage, the
 * page's memory, the token store, the tenant, the base headers, and the token namespace under which clients of the
 * same cookies on one page share their one refresh.
 */
export function createClientContext(
  options: ContextOptions,
  sources: ContextSources,
): { ctx: ClientContext; namespace: string } {
  const { environment, language } = sources;
  const storage = createPlatformStorage();
  const tokens = clientTokenStore(storage, options);
  const href = () => globalThis.location?.href ?? "http://localhost/";
  const tenantId = createTenantResolver(storage.local, href, options.tenantId);
  const ctx: ClientContext = {
    environment,
    storage,
    tokens,
    page: options.pageState ?? pageState(),
    href,
    origin: () => globalThis.location?.origin ?? "http://localhost",
    language,
    tenantId,
    navigate: options.navigate ?? ((url) => globalThis.location?.assign(url)),
    readConfig: (key) => sources.readConfig(key),
    raw: sources.raw,
    baseHeaders: createBaseHeaders({
      environment,
      tokens,
      uuid: () => storage.uuid(),
      language,
      tenantId,
      ...(options.workplaceTerminal ? { workplaceTerminal: options.workplaceTerminal } : {}),
    }),
  };
  return { ctx, namespace: tokenNamespace(options.baseURL ?? "", tokens) };
}
