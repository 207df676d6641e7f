import type { DroppedRecord, Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import type { ExamContent401Report } from "../http/exam-content-report";
import type { BridgeTranslate } from "../bridge";
import type { PageState } from "../storage";
import type { QueueCaps } from "../tracking";

/**
 * The options of the platform client, one list for both its forms: `createPlatformClient` reads all of them, the
 * lean request core (`createPlatformFetch`) those a request needs, with the same meanings.
 */
export interface PlatformClientOptions {
  /** API base URL; the page's origin when empty. */
  baseURL?: string;
  /** Request time-out in milliseconds (30 s). */
  timeout?: number;
  /** The school when the address names none (the address wins: tenantId, tenant_id, schoolId). */
  tenantId?: string;
  /** The current language (the i18n service's resolver); the page's `sxz-lang` parameter else. */
  language?: () => Language;
  /** Override the detected calling environment (CL-ENV-1). */
  environment?: CallingEnvironment;
  /** Hosts called without a token (CL-API-2): `cdn.example.com`, `*.static.example.com`. */
  staticHosts?: string[];
  /** Origins besides the page's and the base URL's that receive the token. */
  trustedOrigins?: string[];
  /** Parent domain of the token cookies (`.school.example.com`); host-only when missing. */
  cookieDomain?: string;
  /** The product-specific token cookie pair (CL-ENT-1). */
  productCookies?: { access: string; refresh: string };
  /** Mirror the token set in session storage (on by default). */
  sessionTokenMirror?: boolean;
  /** Single-sign-on cookie of internal-company users (CL-ENV-4); `sxz_sso`. */
  ssoCookie?: string;
  /** `terminal` header value inside the mini-program container (CL-ENV-2); `workplace`. */
  workplaceTerminal?: string;
  /** The `{workplace}` segment of the free-login proxy path; `workplace`. */
  workplaceProxy?: string;
  /** Provider ids of the two third-party logins (CL-RT-9). */
  thirdPartyProviders?: { companySso: string; corporatePortal: string };
  /** Intranet login for internal users (CL-ERR-2); `/api/sso/login`. */
  intranetLoginPath?: string;
  /** bundleId for the school's OAuth2 config; `sxz-web`. */
  bundleId?: string;
  /** Path prefixes of the content-marketplace management area (CL-ROLE-1); `/marketplace/manage`. */
  marketplaceAdminPaths?: string[];
  /** Intranet product: config paths are prefixed with `/sxz` (CL-API-4). */
  intranetProduct?: boolean;
  /** Leaves the page; `location.assign` by default. */
  navigate?: (url: string) => void;
  /** Replaces the address without a reload; `history.replaceState` by default. */
  replaceAddress?: (href: string) => void;
  /** A remote configuration value (the cached config service); a plain read else. */
  readConfig?: (key: string) => Promise<unknown>;
  /** Where exam pages report a 401 (CL-RT-7); console.error by default. */
  reportExamContent401?: (report: ExamContent401Report) => void;
  /** Bridge message translator (the i18n service); built-in English/Chinese else. */
  bridgeTranslate?: BridgeTranslate;
  /** Run the `_tpToken` exchange and the workplace free login at creation (default true). */
  bootstrap?: boolean;
  /**
   * Records an answer's reader left out (one it could not read; the rest of the answer is used), once per answer
   * with the call's path and each record's place, id and reason. Default: one `console.warn`.
   */
  onAnswerDropped?: (detail: { url: string; dropped: DroppedRecord[] }) => void;
  /** Event reporting: batch mode (up to 100 events per call), which hosts report nothing, queue caps. */
  tracking?: { batch?: boolean; skipHost?: (hostname: string) => boolean; caps?: Partial<QueueCaps> };
  /** @internal Tests: another page's memory, to act as a second tab. */
  pageState?: PageState;
  /** @internal Tests: `null` forces the localStorage lease instead of Web Locks. */
  locks?: null;
}
