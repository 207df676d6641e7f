import { LOCAL_KEYS } from "../storage";
import type { ClientContext } from "../platform/client-context";
import { loginUrl } from "./login-routing";
import type { LoginRoutingOptions } from "./login-routing";

/** A second login redirect within this time of the previous one is ignored (CL-ST-9). */
export const LOGIN_REDIRECT_THROTTLE_MS = 6_000;

/**
 * Sends the user to where they log in, at most once per 6 seconds for the whole page (every client instance
 * shares the clock), remembering the page in `login_redirect`. Resolves whether a redirect happened.
 */
export async function redirectToLogin(
  ctx: ClientContext,
  routing: LoginRoutingOptions,
  target = ctx.href(),
  now = Date.now(),
): Promise<boolean> {
  if (now - ctx.page.lastLoginRedirectAt < LOGIN_REDIRECT_THROTTLE_MS) return false;
  ctx.page.lastLoginRedirectAt = now;
  ctx.storage.local.set(LOCAL_KEYS.loginRedirect, target);
  ctx.navigate(await loginUrl(ctx, routing, target));
  return true;
}
