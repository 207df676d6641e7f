import { isInternalUser } from "../auth/internal-user";
import type { Auth } from "../auth/auth-service";
import type { LoginDialog } from "../auth/logout";
import type { SessionEnd } from "../auth/session-end";
import type { ClientContext } from "./client-context";

/**
 * `client.auth` of the platform client: what answers synchronously (the tokens, the login state, the dialog
 * registration, session events, the internal-user check) is here; every call that talks to the server or routes
 * to login runs in the session-services chunk, loaded by its first call.
 */
export function createLazyAuth(deps: {
  ctx: ClientContext;
  session: Pick<SessionEnd, "subscribe">;
  loginDialog: { current?: LoginDialog };
  ssoCookie: string;
  auth: () => Promise<Auth>;
}): Auth {
  const { ctx, loginDialog } = deps;
  return {
    tokens: ctx.tokens,
    isLoggedIn: () => ctx.tokens.isLoggedIn(),
    login: async (username, password) => (await deps.auth()).login(username, password),
    storeTokens: async (set) => (await deps.auth()).storeTokens(set),
    logout: async (options) => (await deps.auth()).logout(options),
    loginUrl: async (target) => (await deps.auth()).loginUrl(target),
    redirectToLogin: async (target) => (await deps.auth()).redirectToLogin(target),
    registerLoginDialog(next) {
      loginDialog.current = next;
      return () => {
        if (loginDialog.current === next) delete loginDialog.current;
      };
    },
    onSessionEvent: (listener) => deps.session.subscribe(listener),
    refresh: async () => (await deps.auth()).refresh(),
    currentUser: async () => (await deps.auth()).currentUser(),
    exchangeThirdPartyToken: async () => (await deps.auth()).exchangeThirdPartyToken(),
    isLegalRedirect: async (url) => (await deps.auth()).isLegalRedirect(url),
    safeRedirectTarget: async (url) => (await deps.auth()).safeRedirectTarget(url),
    isInternalUser: () => isInternalUser(ctx, deps.ssoCookie),
    hostDomains: async () => (await deps.auth()).hostDomains(),
  };
}
