// What the lean fetch core needs only when a session ends, a visitor meets a 401 or a forced logout arrives: the
// login routing (school lookup, company network, remote configuration). A chunk of its own, loaded on first need.
import { createConfigReader } from "../config/reader";
import { DEFAULT_ROUTING, internalUser } from "../auth/login-routing";
import type { LoginRoutingOptions } from "../auth/login-routing";
import { redirectToLogin } from "../auth/login-redirect";
import { createLogout } from "../auth/logout";
import { safeRedirectTarget } from "@sxz/contract";
import type { ClientContext } from "../platform/client-context";

export { createConfigReader, createLogout, internalUser, redirectToLogin };

/**
 * A visitor asked to sign in: to where this user logs in (CL-ST-15), coming back to `target` when the redirect
 * rule calls it legal (CL-VAL-5; the lean core knows no host list, so only this origin), else to the site's home;
 * at most once per 6 s with the page's other login redirects (CL-ST-9).
 */
export function signInFrom(ctx: ClientContext, ssoCookie: string | undefined, target: string): Promise<boolean> {
  const back = safeRedirectTarget(target, { origin: ctx.origin(), base: ctx.href() });
  return redirectToLogin(ctx, loginRouting(ssoCookie), back);
}

export function loginRouting(ssoCookie: string | undefined): LoginRoutingOptions {
  return { ...DEFAULT_ROUTING, ssoCookie: ssoCookie ?? "sxz_sso" };
}
