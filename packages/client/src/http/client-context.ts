import type { Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import type { PageState, PlatformStorage } from "../storage";
import type { RawHttp } from "./raw-http";

/** What the request pipeline reads of the session's tokens (the token store of `auth/` fits it). */
export interface TokenReader {
  read(): { accessToken?: string | undefined; userId?: string | undefined };
  isLoggedIn(): boolean;
}

/**
 * What the request pipeline and its rules (headers, catalogue, exam-content report) read of one client. `http/`
 * depends on this interface only; the client's wiring (`platform/client-context.ts`) adds the writable token store
 * the session rules of `auth/` need.
 */
export interface RequestContext {
  environment: CallingEnvironment;
  storage: PlatformStorage;
  tokens: TokenReader;
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
