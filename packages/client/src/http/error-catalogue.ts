import { classifyAnswer } from "@sxz/contract";
import { readPageQuery } from "../env";
import { LOGIN_PAGES } from "../env/login-pages";
import type { RequestContext } from "./client-context";
import { pageUrl } from "./client-context";
import { PlatformError } from "./errors";
import { requestOptions } from "./request-options";
import { refusesLoginMethod } from "./catalogue-kinds";
import type { RawAnswer } from "./raw-http";
import type { HttpAnswer } from "./transport";

/** An answer the catalogue judges: the pipeline's (or a host's axios instance's, of the same shape). */
export type CatalogueAnswer = RawAnswer & { config?: object };

export interface CatalogueDeps {
  ctx: RequestContext;
  /** The session's logout (`auth/`), as the catalogue calls it for a forced logout. */
  logout(options: { suppressDialog?: boolean; reason?: string }): Promise<unknown>;
  /** Path prefixes of the content-marketplace management area (CL-ROLE-1). */
  marketplaceAdminPaths: readonly string[];
}

export function isMarketplaceAdminPage(href: string, prefixes: readonly string[]): boolean {
  let pathname: string;
  try {
    const url = new URL(href);
    pathname = `${url.pathname}${url.hash.startsWith("#/") ? url.hash.slice(1).split("?")[0] : ""}`;
  } catch {
    return false;
  }
  return prefixes.some(
    (prefix) => pathname.startsWith(prefix) || pathname.includes(`${prefix}/`) || pathname.endsWith(prefix),
  );
}

/**
 * CL-RT-2: `check-login-type-result: false` — this school does not allow the login method the user used. Sends
 * the page to `/disableLogin?redirect=…&sxz-lang=…` and returns the error to reject with. Also applied to the
 * token calls, which go through the instance without interceptors: the password grant is where a school refuses it.
 */
export function loginMethodRefusal(
  response: Pick<RawAnswer, "headers"> | undefined,
  ctx: Pick<RequestContext, "navigate" | "href" | "language">,
): PlatformError | undefined {
  if (!refusesLoginMethod(response)) return undefined;
  ctx.navigate(pageUrl(LOGIN_PAGES.disabled, { redirect: ctx.href(), "sxz-lang": ctx.language() }));
  return new PlatformError("login-method-disabled", "This login method is not supported here.", response as HttpAnswer);
}

/**
 * The error catalogue for every answer but a 401 (that one is the refresh's): returns the error to reject
 * with after doing what the catalogue says (redirect, logout), or undefined when the answer goes to the caller.
 */
export function applyErrorCatalogue(answer: CatalogueAnswer, deps: CatalogueDeps): PlatformError | undefined {
  // PlatformError's response: the answer as the transport handed it over (axios's response fields).
  const response = answer as HttpAnswer;
  const { ctx } = deps;
  const refusal = loginMethodRefusal(response, ctx);
  if (refusal) return refusal;
  // One classification for every side (@sxz/contract's envelope rule); a 401 never reaches here.
  const kind = classifyAnswer(response.status, response.data);
  // CL-ERR-4: 404002 is a normal answer (an empty result), never an error.
  if (kind === "normal") return undefined;
  if (kind === "ip-restricted") {
    ctx.navigate(LOGIN_PAGES.ipRestricted);
    return new PlatformError("ip-restricted", "Access from this network address is restricted.", response);
  }
  if (kind === "forced-logout") {
    // CL-ERR-3: no login dialog unless the page shows its header (headershow=true).
    const headerShow = readPageQuery(ctx.href()).headerShow;
    void deps.logout({ suppressDialog: !headerShow, reason: "forced" });
    return new PlatformError("forced-logout", "You have been logged out.", response);
  }
  if (kind === "forbidden") {
    if (requestOptions(response.config).resolves403) return undefined;
    if (isMarketplaceAdminPage(ctx.href(), deps.marketplaceAdminPaths)) {
      ctx.navigate(pageUrl(LOGIN_PAGES.insufficientPermissions, { "sxz-lang": ctx.language() }));
    }
    return new PlatformError("forbidden", "You do not have permission for this.", response);
  }
  return undefined;
}
