import type { KeyValueStore } from "../storage";
import { AUTH_EVENT_KEY, openAuthEventInbox } from "./auth-event-inbox";
import type { AuthEventInbox } from "./auth-event-inbox";

/** What one tab tells the others about the shared session. */
export interface AuthEvent {
  type: "refreshed" | "logout";
  at: number;
  /** Why a logout happened (user, forced by the server, refresh failure). */
  reason?: string;
  /** Dedupes an event that arrives through both channels. */
  id: string;
}

export interface AuthEventBus {
  publish(event: Omit<AuthEvent, "at" | "id">): AuthEvent;
  /** Events from other tabs (never the ones this tab published). */
  subscribe(listener: (event: AuthEvent) => void): () => void;
  close(): void;
}

export { AUTH_EVENT_KEY };

/**
 * Reads what the inbox receives from the other tabs (BroadcastChannel where available, and always a record in
 * local storage: the record is what CL-ST-7 asks for, and its `storage` event reaches other tabs in browsers
 * without BroadcastChannel), drops duplicates and foreign values, and publishes this tab's events. A page that
 * listened before this module loaded hands over its inbox, with what it kept meanwhile.
 */
export function createAuthEventBus(
  store: KeyValueStore,
  scope: typeof globalThis = globalThis,
  inbox: AuthEventInbox = openAuthEventInbox(store, scope),
): AuthEventBus {
  const listeners = new Set<(event: AuthEvent) => void>();
  const seen = new Set<string>();

  const deliver = (event: unknown) => {
    if (!event || typeof event !== "object") return;
    const candidate = event as AuthEvent;
    if ((candidate.type !== "refreshed" && candidate.type !== "logout") || typeof candidate.id !== "string") return;
    if (seen.has(candidate.id)) return;
    seen.add(candidate.id);
    for (const listener of listeners) listener(candidate);
  };
  inbox.connect(deliver);

  return {
    publish(partial) {
      const event: AuthEvent = {
        ...partial,
        at: Date.now(),
        id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      };
      seen.add(event.id);
      store.set(AUTH_EVENT_KEY, event);
      inbox.post(event);
      return event;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      inbox.close();
      listeners.clear();
    },
  };
}
