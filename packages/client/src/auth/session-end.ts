import type { PlatformStorage } from "../storage";
import type { AuthEvent, AuthEventBus } from "./auth-events";
import { forgetUser } from "./forget-user";
import type { LoginDialog } from "./logout";
import type { TokenStore } from "./token-store";

/** How this tab's user was shown the way back in after the session ended. */
export type WayToLogin = "dialog" | "redirect" | "host";

export interface SessionEnd {
  /**
   * True once the session this tab used has ended (refresh refused, tokens gone, a logout here or in another tab)
   * and until a new token set appears in the cookies (a login here or in another tab starts a new session).
   */
  ended(): boolean;
  /**
   * Whether requests needing the session are refused before they are sent: after an end the page did not ask for.
   * After the host's own `logout()` they go out anonymously: the host took over and may go on showing public content.
   */
  refusesRequests(): boolean;
  /** A request of this tab carried a token: the tab uses the session (cheap; no cookie read). */
  sawToken(): void;
  /** A request of this tab met the ended session: the way to login, if this tab has not shown one yet. */
  met(): void;
  /** This tab's refresh was refused: clear the token set, tell the other tabs, then this tab's reaction. */
  refused(): void;
  /** A request sent with a token came back 401 and the cookies hold no token set any more. */
  tokensGone(): void;
  /** `logout()` ran here; it showed the way to login itself (or the host takes over). */
  loggedOut(event: AuthEvent, options: { endedWith: string | undefined; announce: boolean; way: WayToLogin }): void;
  /** This tab stored a new token set. */
  began(): void;
  /** Session events for the host: every session end once per tab, and other tabs' refreshes. */
  subscribe(listener: (event: AuthEvent) => void): () => void;
  close(): void;
}

export interface SessionEndDeps {
  tokens: TokenStore;
  storage: PlatformStorage;
  events: AuthEventBus;
  dialog(): LoginDialog | undefined;
  redirectToLogin(): Promise<boolean>;
  now?: () => number;
  /** This tab used a session before this module was created (a session end loaded later: `deferSessionEnd`). */
  hadSession?: boolean;
}

interface Ended {
  /** The access token of the session that ended (undefined when it was already gone). */
  endedWith: string | undefined;
  way?: WayToLogin;
  /** The host asked for this end (its own logout). */
  asked?: boolean;
}

/**
 * The session end as a state of this tab, so it happens once however many requests and tabs meet it: one cleared
 * token set (by the tab whose refresh was refused), one logout event told to each tab's host, one dialog or one
 * redirect per tab. Requests meeting the ended state are rejected at once by the callers (nothing is sent).
 */
export function createSessionEnd(deps: SessionEndDeps): SessionEnd {
  const { tokens, events } = deps;
  const now = deps.now ?? Date.now;
  const listeners = new Set<(event: AuthEvent) => void>();
  let state: Ended | undefined;
  /** This tab used a session (a token set was present while it ran); a tab that never did has nothing to end. */
  let hadSession = deps.hadSession === true || tokens.isLoggedIn();
  /** When this tab last saw a session begin; an older session's logout event that arrives late is ignored. */
  let startedAt = 0;

  const deliver = (event: AuthEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One host listener failing must not keep the others (or the layer) from hearing the end.
        console.error("[sxz] session event listener failed", error);
      }
    }
  };

  const ended = () => {
    if (!state) {
      if (tokens.isLoggedIn()) hadSession = true;
      return false;
    }
    if (tokens.isLoggedIn() && tokens.read().accessToken !== state.endedWith) {
      // A login (here or in another tab) wrote a new token set: a new session.
      state = undefined;
      hadSession = true;
      startedAt = now();
      return false;
    }
    return true;
  };

  /** Dialog when the host registered one; a redirect only when this tab's own request needs the session. */
  const wayToLogin = (ownRequest: boolean, reason: string) => {
    if (!state || state.way) return;
    const dialog = deps.dialog();
    if (dialog) {
      state.way = "dialog";
      dialog.show({ reason });
      return;
    }
    if (!ownRequest) return;
    state.way = "redirect";
    void deps.redirectToLogin();
  };

  const localEvent = (reason: string): AuthEvent => ({
    type: "logout",
    reason,
    at: now(),
    id: `local-${now()}-${Math.random().toString(36).slice(2)}`,
  });

  const unsubscribe = events.subscribe((event) => {
    if (event.type !== "logout") return deliver(event);
    if (event.at < startedAt) return;
    if (!hadSession && !tokens.isLoggedIn()) return deliver(event);
    if (ended()) return;
    // Another tab ended the session (its cookies are ours): forget this tab's copies, tell the host, offer the
    // dialog. No forced redirect: it could throw away unsaved work on this page; the next request needing the
    // session leads to login instead.
    state = { endedWith: undefined };
    forgetUser(deps.storage);
    deliver(event);
    wayToLogin(false, "other-tab");
  });

  return {
    ended,
    // Checked on every request: no cookie is read unless the session has ended.
    refusesRequests: () => state !== undefined && state.asked !== true && ended(),
    sawToken() {
      hadSession = true;
    },
    met() {
      if (ended()) wayToLogin(true, "session-expired");
    },
    refused() {
      hadSession = true;
      if (ended()) return wayToLogin(true, "session-expired");
      state = { endedWith: tokens.read().accessToken };
      tokens.clear();
      forgetUser(deps.storage);
      const event = events.publish({ type: "logout", reason: "session-expired" });
      deliver(event);
      wayToLogin(true, "session-expired");
    },
    tokensGone() {
      hadSession = true;
      if (ended()) return wayToLogin(true, "session-expired");
      // Whoever removed the cookies told the other tabs (or nobody can): only this tab's copies are left to forget.
      state = { endedWith: undefined };
      forgetUser(deps.storage);
      deliver(localEvent("session-expired"));
      wayToLogin(true, "session-expired");
    },
    loggedOut(event, options) {
      hadSession = true;
      state = { endedWith: options.endedWith, way: options.way, asked: !options.announce };
      if (options.announce) deliver(event);
    },
    began() {
      state = undefined;
      hadSession = true;
      startedAt = now();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      unsubscribe();
      listeners.clear();
    },
  };
}
