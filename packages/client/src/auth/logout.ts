import { authPaths } from "@sxz/contract";
import type { ClientContext } from "../platform/client-context";
import type { AuthEventBus } from "./auth-events";
import { forgetUser } from "./forget-user";
import type { SessionEnd } from "./session-end";

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
  session: SessionEnd;
}

/** Ends the session on the server (best effort, 5 s at most): `POST /api/auth/logout` {refresh_token}. */
async function revokeOnServer(ctx: ClientContext, refreshToken: string): Promise<void> {
  try {
    await ctx.raw.post(
      authPaths.logout.path,
      { refresh_token: refreshToken },
      { headers: ctx.baseHeaders(), timeout: 5_000 },
    );
  } catch {
    // The local logout must happen even when the server is unreachable; the refresh token expires on its own.
  }
}

/**
 * CL-ST-6..8: revoke, clear every token cookie on every parent domain and forget the person (profile keys, user
 * caches), record the event in local storage (other tabs react), then show the registered login dialog unless
 * suppressed, else redirect to login. The session is ended in this tab: its requests reject until a new login.
 */
export async function logout(deps: LogoutDeps, options: LogoutOptions = {}): Promise<LogoutResult> {
  const { ctx, events } = deps;
  const reason = options.reason ?? "user";
  const { accessToken, refreshToken } = ctx.tokens.read();
  if (refreshToken) await revokeOnServer(ctx, refreshToken);
  const remainingCookies = ctx.tokens.clear();
  forgetUser(ctx.storage);
  const event = events.publish({ type: "logout", reason });
  const dialog = options.stayOnPage || options.suppressDialog ? undefined : deps.dialog();
  const way = options.stayOnPage ? "host" : dialog ? "dialog" : "redirect";
  // The host asked for a user logout and knows; a forced one it did not ask for is told like any session end.
  deps.session.loggedOut(event, { endedWith: accessToken, announce: reason !== "user", way });
  if (options.stayOnPage) return { remainingCookies, next: "none" };
  if (dialog) {
    dialog.show({ reason });
    return { remainingCookies, next: "dialog" };
  }
  return { remainingCookies, next: (await deps.redirectToLogin()) ? "redirect" : "none" };
}

/**
 * `logout` as a client offers it: concurrent triggers (several answers with 901100005 at once) share one logout,
 * and a forced logout answered to a request of a session that has already ended changes nothing.
 */
export function createLogout(deps: LogoutDeps): (options?: LogoutOptions) => Promise<LogoutResult> {
  let loggingOut: Promise<LogoutResult> | undefined;
  return (options) => {
    if (options?.reason === "forced" && deps.session.ended())
      return Promise.resolve({ remainingCookies: [], next: "none" });
    loggingOut ??= logout(deps, options).finally(() => {
      loggingOut = undefined;
    });
    return loggingOut;
  };
}
