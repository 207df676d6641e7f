import type { KeyValueStore } from "../storage";

const CHANNEL = "sxz-auth";
/** The local storage record of the last event (CL-ST-7): `SXZ_STORAGE_auth_event`. */
export const AUTH_EVENT_KEY = "auth_event";

/**
 * What reaches this tab from the others' session events, before anything reads it: the BroadcastChannel `sxz-auth`
 * and the `storage` event of the local storage record (browsers without BroadcastChannel). Small on purpose: a
 * page listens from the start, and the module that reads the events (the auth event bus) may load later.
 */
export interface AuthEventInbox {
  /** Hands every later arrival to `sink`; arrivals kept before it are handed over by {@link flush}. */
  connect(sink: (data: unknown) => void): void;
  /** Hands the arrivals kept before {@link connect} to the sink, in order. */
  flush(): void;
  /** Sends to the other tabs' channels (the storage record is written by the bus). */
  post(data: unknown): void;
  close(): void;
}

/**
 * Opens the page's inbox. Until a sink is connected, `keep` decides which arrivals are kept for it (a module that
 * reads them is on its way); without `keep` none is.
 */
export function openAuthEventInbox(
  store: Pick<KeyValueStore, "keyOf">,
  scope: typeof globalThis = globalThis,
  keep?: (data: unknown) => boolean,
): AuthEventInbox {
  const channel = typeof scope.BroadcastChannel === "function" ? new scope.BroadcastChannel(CHANNEL) : undefined;
  let sink: ((data: unknown) => void) | undefined;
  const kept: unknown[] = [];

  const arrive = (data: unknown) => {
    if (sink) sink(data);
    else if (keep?.(data)) kept.push(data);
  };
  const onMessage = (message: MessageEvent) => arrive(message.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== store.keyOf(AUTH_EVENT_KEY) || !event.newValue) return;
    try {
      arrive(JSON.parse(event.newValue));
    } catch {
      // A foreign value under our key: ignore it.
    }
  };
  channel?.addEventListener("message", onMessage);
  // Under Node (tests, server-side rendering) an open channel would keep the process alive.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  scope.addEventListener?.("storage", onStorage);

  return {
    connect(next) {
      sink = next;
    },
    flush() {
      for (const data of kept.splice(0)) sink?.(data);
    },
    post(data) {
      try {
        channel?.postMessage(data);
      } catch {
        // A closed channel: the storage record still reaches the other tabs.
      }
    },
    close() {
      channel?.removeEventListener("message", onMessage);
      channel?.close();
      scope.removeEventListener?.("storage", onStorage);
    },
  };
}
