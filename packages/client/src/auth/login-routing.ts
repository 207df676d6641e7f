import { ConfigKey, LoginMethodCode } from "@sxz/contract";
import { authPaths, pathTo, readCommonCurrentOAuth2, readSchoolInfo, schoolPaths } from "@sxz/contract";
import type { OAuth2Config, SchoolInfoAnswer } from "@sxz/contract";
import { readEnvelope } from "../http/answers";
import { LOCAL_KEYS, SESSION_KEYS } from "../storage/keys";
import { oncePerPage } from "../storage/page-state";
import type { ClientContext } from "../platform/client-context";
import { pageUrl } from "../http/client-context";
import { companyNetwork } from "../session/intranet";
import { isInternalUser } from "./internal-user";
import { DEFAULT_PROVIDERS, DEFAULT_ROUTING } from "./routing-defaults";
import type { LoginRoutingOptions } from "./routing-defaults";
import { base64Utf8 } from "./base64";
import { LOGIN_PAGES } from "../env/login-pages";

export { LOGIN_PAGES, DEFAULT_PROVIDERS, DEFAULT_ROUTING, isInternalUser };
export type { LoginRoutingOptions };

/** Login methods of a school (CL-ENT-3); any other value means the product's own login page. */
export const LOGIN_METHOD = {
  companySso: LoginMethodCode.COMPANY_SSO,
  corporatePortal: LoginMethodCode.CORPORATE_PORTAL,
  oauth2: LoginMethodCode.OAUTH2,
} as const;

/** Added to third-party login redirects from the configured origins (CL-RT-9). */
export const LOGIN_CHANNEL = "89000010";
/** School login method cache (CL-ST-15). */
export const LOGIN_METHOD_TTL_MS = 3 * 60_000;

interface CachedLoginMethod {
  tenantId: string;
  value: string;
  expiresAt: number;
}

/** CL-ERR-2: the single-sign-on cookie, else the company network, looked up when not known (briefly cached). */
export async function internalUser(ctx: ClientContext, ssoCookie: string): Promise<boolean> {
  if (ctx.storage.cookies.get(ssoCookie)) return true;
  return companyNetwork(ctx).catch(() => false);
}

/**
 * The school's login method, from the cache when younger than 3 minutes, else `POST /api/ischool/v1/open/schools/`
 * (CL-API-9). The answer also fills the spec's school keys: `SXZ_schoolId`, `SXZ_schoolTitle` (CL-ENT-9) and
 * `school_info` {id, name, loginMethod} in session storage (CL-ENT-10); an unknown school removes them.
 */
export async function schoolLoginMethod(ctx: ClientContext, now = Date.now()): Promise<string | undefined> {
  const tenantId = ctx.tenantId() ?? "";
  const cached = ctx.storage.local.get<CachedLoginMethod>(LOCAL_KEYS.loginMethod);
  if (
    cached &&
    typeof cached === "object" &&
    cached.tenantId === tenantId &&
    typeof cached.value === "string" &&
    cached.expiresAt > now
  )
    return cached.value;
  return oncePerPage(ctx.page, `login-method:${tenantId}:${Math.floor(now / LOGIN_METHOD_TTL_MS)}`, async () => {
    try {
      const response = await ctx.raw.post(
        schoolPaths.schoolInfo.path,
        { tenantId: tenantId || undefined },
        { headers: ctx.baseHeaders(), timeout: 10_000 },
      );
      const school = readEnvelope(response, readSchoolInfo);
      const value = school?.loginMethod ?? "";
      ctx.storage.local.set(LOCAL_KEYS.loginMethod, {
        tenantId,
        value,
        expiresAt: Date.now() + LOGIN_METHOD_TTL_MS,
      } satisfies CachedLoginMethod);
      rememberSchool(ctx, school);
      return value;
    } catch {
      // Without the school (unreachable, or an answer that cannot be read) we still owe the user a way in: the
      // product's own login page.
      return undefined;
    }
  });
}

function rememberSchool(ctx: ClientContext, school: SchoolInfoAnswer | null): void {
  if (!school) {
    ctx.storage.session.remove(SESSION_KEYS.schoolInfo);
    ctx.storage.local.remove(LOCAL_KEYS.schoolTitle);
    return;
  }
  ctx.storage.local.set(LOCAL_KEYS.schoolId, school.id);
  if (school.name === null) ctx.storage.local.remove(LOCAL_KEYS.schoolTitle);
  else ctx.storage.local.set(LOCAL_KEYS.schoolTitle, school.name);
  ctx.storage.session.set(SESSION_KEYS.schoolInfo, school);
}

/** `POST /api/ischool/v1/open/schools/common-current` → data.pcs[0].oath2Config (CL-API-9); undefined when none or unreadable. */
export async function schoolOAuth2Config(ctx: ClientContext, bundleId: string): Promise<OAuth2Config | undefined> {
  try {
    const response = await ctx.raw.post(
      schoolPaths.schoolLoginConfig.path,
      { tenantId: ctx.tenantId(), lang: ctx.language(), bundleId, terminal: "pc" },
      { headers: ctx.baseHeaders(), timeout: 10_000 },
    );
    const config = readEnvelope(response, readCommonCurrentOAuth2);
    return config
      ? {
          authorizeServiceUrl: config.authorizeServiceUrl,
          clientId: config.clientId,
          redirectUrl: config.redirectUrl ?? "",
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Origins (or hosts) whose third-party logins carry loginChannel (config `sxz.school.hwLoginDomain`). */
async function loginChannelOrigins(ctx: ClientContext): Promise<string[]> {
  const value = await ctx.readConfig(ConfigKey.HW_LOGIN_DOMAINS).catch(() => undefined);
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string")
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return [];
}

/** CL-RT-9: `/api/auth/open/third/{provider}/authorization_code?sxz-lang=…&targetUrl=<base64>[&loginChannel=89000010]`. */
export async function thirdPartyLoginUrl(ctx: ClientContext, provider: string, target: string): Promise<string> {
  const origin = ctx.origin();
  const host = new URL(origin).host;
  const listed = (await loginChannelOrigins(ctx)).some(
    (entry) => entry === origin || entry === host || entry.replace(/\/$/, "") === origin,
  );
  return pageUrl(pathTo(authPaths.thirdPartyLogin, { provider }), {
    "sxz-lang": ctx.language(),
    targetUrl: base64Utf8(target),
    loginChannel: listed ? LOGIN_CHANNEL : undefined,
  });
}

/** The OAuth2 authorize address of a school: code flow back to its redirect URL, the target in `state`. */
export function oauth2AuthorizeUrl(config: OAuth2Config, target: string): string {
  const url = new URL(config.authorizeServiceUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  if (config.redirectUrl) url.searchParams.set("redirect_uri", config.redirectUrl);
  url.searchParams.set("state", base64Utf8(target));
  return url.toString();
}

/** The product's own login page: desktop, or the mobile page on mobile web and inside apps (CL-RT-1, CL-RT-5). */
export function ownLoginUrl(ctx: ClientContext, target: string): string {
  const path = ctx.environment.kind === "web" && !ctx.environment.mobileWeb ? LOGIN_PAGES.desktop : LOGIN_PAGES.mobile;
  return pageUrl(path, { redirect: target, "sxz-lang": ctx.language() });
}

/** CL-ST-15 with CL-ROLE-2 first: where this user logs in. */
export async function loginUrl(ctx: ClientContext, options: LoginRoutingOptions, target: string): Promise<string> {
  if (await internalUser(ctx, options.ssoCookie))
    return pageUrl(options.intranetLoginPath, { redirect: target, "sxz-lang": ctx.language() });
  const method = await schoolLoginMethod(ctx);
  if (method === LOGIN_METHOD.companySso) return thirdPartyLoginUrl(ctx, options.providers.companySso, target);
  if (method === LOGIN_METHOD.corporatePortal)
    return thirdPartyLoginUrl(ctx, options.providers.corporatePortal, target);
  if (method === LOGIN_METHOD.oauth2) {
    const config = await schoolOAuth2Config(ctx, options.bundleId);
    if (config) {
      ctx.storage.local.set(LOCAL_KEYS.oauth2ConfigUrl, config.authorizeServiceUrl);
      return oauth2AuthorizeUrl(config, target);
    }
  }
  return ownLoginUrl(ctx, target);
}
