// @sxz/client/auth: the session as a host sees it (tokens, events, login pages, the redirect rule).
export type { Auth } from "./auth-service";
export { AUTH_EVENT_KEY } from "./auth-events";
export type { AuthEvent } from "./auth-events";
export { TOKEN_COOKIES } from "./token-store";
export type { TokenSet, TokenStore } from "./token-store";
export { isLegalRedirect, safeRedirectTarget } from "@sxz/contract";
export type { RedirectPolicy } from "@sxz/contract";
export { LOGIN_METHOD, LOGIN_PAGES } from "./login-routing";
export { LOGIN_REDIRECT_THROTTLE_MS } from "./login-redirect";
export type { LoginDialog, LogoutOptions, LogoutResult } from "./logout";
export type { HostDomainConfig, HostDomainEntry } from "./host-domains";
export { authorName } from "./current-user";
export type { UserSummary } from "./current-user";
export { REFRESH_BACKOFF } from "./refresh-backoff";
export type { WayToLogin } from "./session-end";
