import type { KeyValueStore } from "../storage";
import { loadOnUse } from "../on-use/load-on-use";
import { openAuthEventInbox } from "./auth-event-inbox";
import type { AuthEventInbox } from "./auth-event-inbox";
import type { AuthEvent, AuthEventBus } from "./auth-events";
import type { SessionEnd } from "./session-end";
import type { TokenStore } from "./token-store";

/** The auth event bus and the session end on it, once their module has loaded. */
export interface LoadedSessionEnd {
  events: AuthEventBus;
  session: SessionEnd;
}

/** Wires the bus on the page's inbox and the session end on the bus, synchronously (no event arrives in between). */
export type StartSessionEnd = (start: { inbox: AuthEventInbox; hadSession: boolean }) => LoadedSessionEnd;

/**
 * The session end of a page whose first request must not wait for it: what the header rules ask of it on every
 * request, and the subscription, answer at once; the session end itself loads on use.
 */
export interface DeferredSessionEnd extends Pick<
  SessionEnd,
  "refusesRequests" | "met" | "sawToken" | "subscribe" | "close"
> {
  /** The bus and the session end, loading them on the first call (one import, asked again after a failed one). */
  load(): Promise<LoadedSessionEnd>;
  /** While other tabs' events wait for the session end to load: settles once they are handled (requests wait for it). */
  settled(): Promise<void> | undefined;
}

export interface DeferredSessionEndDeps {
  tokens: Pick<TokenStore, "isLoggedIn">;
  /** The store of the shared records (`SXZ_STORAGE_…`), where the last session event is kept. */
  store: Pick<KeyValueStore, "keyOf">;
  scope?: typeof globalThis;
  /** Imports the module of the bus and the session end; answers how to start them. */
  importChunk(): Promise<StartSessionEnd>;
}

/**
 * Listens to the other tabs from the start (a logout there must end this tab's session too) but loads the code that
 * reads the events and ends the session only when it has something to do: another tab's logout arrives (kept until
 * the code is there, then handed over in order; requests wait for it meanwhile), a listener is subscribed and an
 * event arrives, or the page's recovery needs the session end (a 401, a refused refresh, a forced logout). Until
 * then nothing can have ended this tab's session, so no request is refused.
 */
export function deferSessionEnd(deps: DeferredSessionEndDeps): DeferredSessionEnd {
  /** Host listeners, each with its unsubscription from the loaded session end (a no-op until then). */
  const listeners = new Map<(event: AuthEvent) => void, () => void>();
  /** What the loaded session end must know: this tab used a session before it loaded. */
  let hadSession = deps.tokens.isLoggedIn();
  let loaded: LoadedSessionEnd | undefined;
  /** Events of other tabs wait in the inbox for the session end. */
  let waiting = false;
  let closed = false;

  const load = loadOnUse(deps.importChunk, (start) => {
    const pair = start({ inbox, hadSession });
    if (closed) {
      pair.session.close();
      pair.events.close();
      return pair;
    }
    loaded = pair;
    for (const listener of listeners.keys()) listeners.set(listener, pair.session.subscribe(listener));
    inbox.flush();
    waiting = false;
    return pair;
  });
  const inbox = openAuthEventInbox(deps.store, deps.scope, (data) => {
    // A refresh elsewhere changes nothing here unless a listener wants to hear of it.
    if ((data as { type?: unknown } | null)?.type !== "logout" && listeners.size === 0) return false;
    waiting = true;
    void load().catch(() => undefined);
    return true;
  });

  return {
    refusesRequests: () => loaded?.session.refusesRequests() ?? false,
    met: () => loaded?.session.met(),
    sawToken() {
      hadSession = true;
      loaded?.session.sawToken();
    },
    subscribe(listener) {
      listeners.set(listener, loaded ? loaded.session.subscribe(listener) : () => undefined);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    load,
    // A chunk that failed to load leaves the events kept: the next request asks for it again.
    settled: () =>
      loaded || !waiting
        ? undefined
        : load().then(
            () => undefined,
            () => undefined,
          ),
    close() {
      closed = true;
      listeners.clear();
      if (!loaded) return inbox.close();
      loaded.session.close();
      loaded.events.close();
    },
  };
}
