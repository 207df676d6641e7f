import type { Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import type { PageState, PlatformStorage } from "../storage";
import type { TokenStore } from "../auth/token-store";
import type { RawHttp } from "./raw-http";

/** What the parts of one client share; built once by createPlatformClient. */
export interface ClientContext {
  environment: CallingEnvironment;
  storage: PlatformStorage;
  tokens: TokenStore;
  page: PageState;
  /** The page address and origin (read when needed: single-page apps change the address). */
  href(): string;
  origin(): string;
  language(): Language;
  /** The school of the page: query (tenantId, tenant_id, schoolId), else the stored tenant_id, else the option. */
  tenantId(): string | undefined;
  /** Leaves the page (location.assign by default; tests and hosts may replace it). */
  navigate(url: string): void;
  /** A remote configuration value, parsed; undefined when empty or unreachable (CL-VAL-4). */
  readConfig(key: string): Promise<unknown>;
  /** A transport with the base URL but no interceptors (axios, or fetch in the lean core): token endpoint, bookkeeping calls. */
  raw: RawHttp;
  /** Headers every platform call carries except the token (tenant, user, uuid, language, terminal). */
  baseHeaders(): Record<string, string>;
}

/** `/path?redirect=…&sxz-lang=…` with proper encoding. */
export function pageUrl(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
