import type { KeyValueStore } from "../storage";

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

const CHANNEL = "sxz-auth";
/** The local storage record of the last event (CL-ST-7): `SXZ_STORAGE_auth_event`. */
export const AUTH_EVENT_KEY = "auth_event";

/**
 * BroadcastChannel where available, and always a record in local storage: the record is what CL-ST-7 asks for,
 * and its `storage` event reaches other tabs in browsers without BroadcastChannel.
 */
export function createAuthEventBus(store: KeyValueStore, scope: typeof globalThis = globalThis): AuthEventBus {
  const listeners = new Set<(event: AuthEvent) => void>();
  const seen = new Set<string>();
  const channel = typeof scope.BroadcastChannel === "function" ? new scope.BroadcastChannel(CHANNEL) : undefined;

  const deliver = (event: unknown) => {
    if (!event || typeof event !== "object") return;
    const candidate = event as AuthEvent;
    if ((candidate.type !== "refreshed" && candidate.type !== "logout") || typeof candidate.id !== "string") return;
    if (seen.has(candidate.id)) return;
    seen.add(candidate.id);
    for (const listener of listeners) listener(candidate);
  };
  const onMessage = (message: MessageEvent) => deliver(message.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== store.keyOf(AUTH_EVENT_KEY) || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // A foreign value under our key: ignore it.
    }
  };
  channel?.addEventListener("message", onMessage);
  // Under Node (tests, server-side rendering) an open channel would keep the process alive.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  scope.addEventListener?.("storage", onStorage);

  return {
    publish(partial) {
      const event: AuthEvent = { ...partial, at: Date.now(), id: `${Date.now()}-${Math.random().toString(36).slice(2)}` };
      seen.add(event.id);
      store.set(AUTH_EVENT_KEY, event);
      try {
        channel?.postMessage(event);
      } catch {
        // A closed channel: the storage record still reaches the other tabs.
      }
      return event;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.removeEventListener("message", onMessage);
      channel?.close();
      scope.removeEventListener?.("storage", onStorage);
      listeners.clear();
    },
  };
}
