import { SESSION_KEYS } from "../storage";
import type { ClientContext } from "../http/client-context";
import type { AuthEventBus } from "./auth-events";

/** A login dialog the host page registers (CL-ST-8); shown instead of leaving the page. */
export interface LoginDialog {
  show(context: { reason: string }): void;
}

export interface LogoutOptions {
  /** Do not show the login dialog even when one is registered (redirect instead). */
  suppressDialog?: boolean;
  /** Neither dialog nor redirect: the host takes over (e.g. after its own logout button). */
  stayOnPage?: boolean;
  /** Recorded in the logout event: `user`, `forced` (901100005), `session-expired`. */
  reason?: string;
}

export interface LogoutResult {
  /** Token cookies still readable after the clear (empty when the clear is confirmed). */
  remainingCookies: string[];
  /** What the user saw next. */
  next: "dialog" | "redirect" | "none";
}

export interface LogoutDeps {
  ctx: ClientContext;
  events: AuthEventBus;
  dialog: () => LoginDialog | undefined;
  redirectToLogin: () => Promise<boolean>;
}

/** Ends the session on the server (best effort, 5 s at most): `POST /api/auth/logout` {refresh_token}. */
async function revokeOnServer(ctx: ClientContext, refreshToken: string): Promise<void> {
  try {
    await ctx.raw.post("/api/auth/logout", { refresh_token: refreshToken }, { headers: ctx.baseHeaders(), timeout: 5_000 });
  } catch {
    // The local logout must happen even when the server is unreachable; the refresh token expires on its own.
  }
}

/**
 * CL-ST-6..8: revoke, clear every token cookie on every parent domain, record the event in local storage (other
 * tabs react), then show the registered login dialog unless suppressed, else redirect to login.
 */
export async function logout(deps: LogoutDeps, options: LogoutOptions = {}): Promise<LogoutResult> {
  const { ctx, events } = deps;
  const refreshToken = ctx.tokens.read().refreshToken;
  if (refreshToken) await revokeOnServer(ctx, refreshToken);
  const remainingCookies = ctx.tokens.clear();
  ctx.storage.session.remove(SESSION_KEYS.userInfo);
  ctx.storage.session.remove(SESSION_KEYS.visitorToMember);
  events.publish({ type: "logout", reason: options.reason ?? "user" });
  if (options.stayOnPage) return { remainingCookies, next: "none" };
  const dialog = deps.dialog();
  if (dialog && !options.suppressDialog) {
    dialog.show({ reason: options.reason ?? "user" });
    return { remainingCookies, next: "dialog" };
  }
  return { remainingCookies, next: (await deps.redirectToLogin()) ? "redirect" : "none" };
}
