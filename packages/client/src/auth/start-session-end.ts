import { createAuthEventBus } from "./auth-events";
import type { StartSessionEnd } from "./deferred-session-end";
import { createSessionEnd } from "./session-end";
import type { SessionEndDeps } from "./session-end";

/**
 * The session end on the page's inbox, for both forms of the client once its module is there (`deferSessionEnd`):
 * the full client with the host's login dialog, the lean core without one.
 */
export function startSessionEnd(
  deps: Pick<SessionEndDeps, "tokens" | "storage" | "redirectToLogin" | "dialog">,
): StartSessionEnd {
  return ({ inbox, hadSession }) => {
    const events = createAuthEventBus(deps.storage.shared, globalThis, inbox);
    const session = createSessionEnd({ ...deps, events, hadSession });
    return { events, session };
  };
}
