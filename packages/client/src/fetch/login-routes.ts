// What the lean fetch core needs only when a session ends, a visitor meets a 401 or a forced logout arrives: the
// login routing (school lookup, company network, remote configuration). A chunk of its own, loaded on first need.
import { createConfigReader } from "../config/reader";
import { DEFAULT_ROUTING, internalUser } from "../auth/login-routing";
import type { LoginRoutingOptions } from "../auth/login-routing";
import { redirectToLogin } from "../auth/login-redirect";
import { createLogout } from "../auth/logout";

export { createConfigReader, createLogout, internalUser, redirectToLogin };

export function loginRouting(ssoCookie: string | undefined): LoginRoutingOptions {
  return { ...DEFAULT_ROUTING, ssoCookie: ssoCookie ?? "sxz_sso" };
}
