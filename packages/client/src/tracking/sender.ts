import type { AxiosResponse } from "axios";
import { backoffDelay, DEFAULT_BACKOFF, isRetryableStatus, retryAfterMs } from "../retry/backoff";
import { chunkBySize, BATCH_MAX_BYTES, BATCH_MAX_EVENTS, endpointOf, EXIT_CHUNK_BYTES, msgTypeOf, utf8Bytes } from "./endpoints";
import type { QueuedEvent } from "./event";
import type { Audience, StoredEvent } from "./event-store";
import { FlushLease } from "./flush-lease";
import type { TrackingQueue } from "./recorder";
import type { TrackerDependencies } from "./types";

export interface Sender {
  /** Sends what is queued now (resolves when done or paused by back-off); never rejects. */
  flush(): Promise<void>;
  /** A flush shortly (a new event was queued). */
  scheduleFlush(delay?: number): void;
  /** The page-exit send (keepalive requests, else beacons) of what is queued. */
  flushOnExit(): void;
  destroy(): void;
}

type Outcome = "sent" | "drop" | "retry" | "unauthorized";

/** How long a page-exit send is trusted before another page sends the same events again. */
const EXIT_IN_FLIGHT_MS = 10_000;
/** Authenticated sends refused this often go to the open endpoint instead (the user logged out meanwhile). */
const MAX_UNAUTHORIZED = 3;

function classify(status: number): Outcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 401) return "unauthorized";
  if (isRetryableStatus(status)) return "retry";
  // 400, 403, 413…: this event will never be accepted; keeping it would block the queue forever.
  return "drop";
}

/**
 * The sending half of the tracker: the persistent queue is sent in the background by one tab at a time; on page
 * hide it leaves with keepalive requests (or beacons). Every event carries an eventId, so resending after an
 * unknown outcome is safe. Nothing here ever throws into the page (CL-ERR-6).
 */
export function createSender(deps: TrackerDependencies, queue: TrackingQueue): Sender {
  const { win, now, store, audienceOf } = queue;
  const lease = new FlushLease(queue.storage);
  const batch = deps.batch === true;
  const policy = deps.backoff ?? DEFAULT_BACKOFF;

  let failures = 0;
  let pausedUntil = 0;
  let running: Promise<void> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;

  const pause = (response?: AxiosResponse) => {
    failures += 1;
    pausedUntil = now() + backoffDelay(failures, policy, retryAfterMs(response?.headers as Record<string, unknown> | undefined, response?.data, now()));
  };

  async function post(audience: Audience, body: unknown, isBatch: boolean): Promise<{ outcome: Outcome; response?: AxiosResponse }> {
    try {
      const response = await deps.http.post(endpointOf(audience, isBatch), body, {
        // No error catalogue, refresh or login redirect for background reporting.
        sxz: { raw: true, ...(audience === "open" ? { anonymous: true } : {}) },
        validateStatus: () => true,
        timeout: 15_000,
      });
      return { outcome: classify(response.status), response };
    } catch {
      return { outcome: "retry" };
    }
  }

  /** Applies one send's outcome to its events; false when sending should pause. */
  function settle(events: StoredEvent[], outcome: Outcome, response?: AxiosResponse): boolean {
    const ids = events.map((stored) => stored.event.eventId);
    if (outcome === "sent" || outcome === "drop") {
      store.remove(ids);
      if (outcome === "sent") failures = 0;
      return true;
    }
    store.update(
      events.map((stored) => {
        const attempts = stored.attempts + 1;
        const audience: Audience = outcome === "unauthorized" && attempts >= MAX_UNAUTHORIZED ? "open" : stored.audience;
        return { ...stored, attempts, audience, inFlightUntil: undefined };
      }),
    );
    pause(response);
    return false;
  }

  async function sendSingles(ready: StoredEvent[]): Promise<boolean> {
    for (const stored of ready) {
      if (destroyed) return false;
      const audience = audienceOf(stored);
      const { outcome, response } = await post(audience, { msgType: msgTypeOf(audience), msgContent: stored.event }, false);
      if (!settle([stored], outcome, response)) return false;
    }
    return true;
  }

  async function sendBatches(ready: StoredEvent[]): Promise<boolean> {
    for (const audience of ["user", "open"] as const) {
      const group = ready.filter((stored) => audienceOf(stored) === audience);
      for (const chunk of chunkBySize(group, BATCH_MAX_EVENTS, BATCH_MAX_BYTES, (stored) => utf8Bytes(JSON.stringify(stored.event)))) {
        if (destroyed) return false;
        const { outcome, response } = await post(audience, { msgType: msgTypeOf(audience), msgContent: chunk.map((stored) => stored.event) }, true);
        // One malformed event refuses its whole batch: resend that batch event by event to find it.
        if (outcome === "drop") {
          if (!(await sendSingles(chunk))) return false;
          continue;
        }
        if (!settle(chunk, outcome, response)) return false;
      }
    }
    return true;
  }

  function flush(): Promise<void> {
    if (running) return running;
    running = (async () => {
      try {
        if (destroyed || now() < pausedUntil) return;
        if (store.size === 0) return;
        if (!(await lease.acquire())) return;
        for (let round = 0; round < 50; round += 1) {
          const ready = store.list().filter((stored) => !stored.inFlightUntil || stored.inFlightUntil <= now());
          if (ready.length === 0) return;
          const carryOn = batch ? await sendBatches(ready) : await sendSingles(ready);
          if (!carryOn) return;
        }
      } catch {
        // CL-ERR-6: reporting problems stay here.
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const scheduleFlush = (delay = 250) => {
    if (soon || destroyed) return;
    soon = setTimeout(() => {
      soon = undefined;
      void flush();
    }, delay);
  };

  /** Page-exit send of one body: keepalive fetch, else a beacon; false when neither took it. */
  function sendOnExit(audience: Audience, events: QueuedEvent[], isBatch: boolean): boolean {
    const base = deps.http.defaults.baseURL || win.location.origin;
    const url = new URL(endpointOf(audience, isBatch), new URL(base, win.location.href));
    const tenant = deps.tenantId?.();
    if (tenant) url.searchParams.set("tenantId", tenant);
    const body = JSON.stringify({ msgType: msgTypeOf(audience), msgContent: isBatch ? events : events[0] });
    const ids = events.map((event) => event.eventId);
    const headers: Record<string, string> = { ...(deps.headers?.() ?? {}), "Content-Type": "application/json" };
    const token = deps.tokens.read().accessToken;
    if (audience === "user" && token) headers.Authorization = `Bearer ${token}`;
    try {
      const request = win.fetch(url.toString(), { method: "POST", keepalive: true, credentials: "include", headers, body });
      // When the page lives on (only hidden), the answer arrives and the events leave the queue at once.
      request.then((response) => classify(response.status) !== "retry" && classify(response.status) !== "unauthorized" && store.remove(ids)).catch(() => {});
      return true;
    } catch {
      // Over the keepalive budget or keepalive unsupported: try a beacon (cookie carries the token).
    }
    try {
      return win.navigator.sendBeacon?.(url.toString(), new Blob([body], { type: "application/json" })) === true;
    } catch {
      return false;
    }
  }

  function flushOnExit() {
    try {
      if (destroyed) return;
      // Inside apps the bridge outlives the page's web view; the normal path is the reliable one.
      if (deps.environment.kind === "native") {
        void flush();
        return;
      }
      // The flushing tab is alive and will send everything, this tab's events included.
      if (lease.heldByOther()) return;
      const ready = store.list().filter((stored) => !stored.inFlightUntil || stored.inFlightUntil <= now());
      for (const audience of ["user", "open"] as const) {
        const group = ready.filter((stored) => audienceOf(stored) === audience);
        const parts = batch
          ? chunkBySize(group, BATCH_MAX_EVENTS, EXIT_CHUNK_BYTES, (stored) => utf8Bytes(JSON.stringify(stored.event)))
          : group.map((stored) => [stored]);
        for (const part of parts) {
          if (!sendOnExit(audience, part.map((stored) => stored.event), batch)) return;
          store.update(part.map((stored) => ({ ...stored, inFlightUntil: now() + EXIT_IN_FLIGHT_MS })));
        }
      }
    } catch {
      // CL-ERR-6.
    } finally {
      lease.release();
    }
  }

  const onVisibility = () => {
    if (win.document.visibilityState === "hidden") flushOnExit();
    else scheduleFlush();
  };
  const onOnline = () => {
    pausedUntil = 0;
    scheduleFlush(0);
  };
  win.addEventListener?.("pagehide", flushOnExit);
  win.document?.addEventListener("visibilitychange", onVisibility);
  win.addEventListener?.("online", onOnline);
  const interval = setInterval(() => void flush(), deps.flushIntervalMs ?? 5000);
  // Events left by earlier pages (or other tabs) go out soon after start.
  scheduleFlush(500);

  return {
    flush,
    scheduleFlush,
    flushOnExit,
    destroy() {
      destroyed = true;
      clearInterval(interval);
      if (soon) clearTimeout(soon);
      win.removeEventListener?.("pagehide", flushOnExit);
      win.document?.removeEventListener("visibilitychange", onVisibility);
      win.removeEventListener?.("online", onOnline);
      lease.release();
    },
  };
}
