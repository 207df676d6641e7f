import { sendReady } from "./background-send";
import type { SendContext } from "./background-send";
import { sendQueueOnExit } from "./exit-send";
import { FlushLease } from "./flush-lease";
import type { TrackingQueue } from "./recorder";
import { SendBackoff } from "./send-backoff";
import { isReady } from "./send-outcome";
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

/** Rounds of one flush at most: events queued meanwhile are sent too, but a busy page cannot keep one flush going. */
const MAX_ROUNDS = 50;

/**
 * The sending half of the tracker: the persistent queue is sent in the background by one tab at a time; on page
 * hide it leaves with keepalive requests (or beacons). Every event carries an eventId, so resending after an
 * unknown outcome is safe. Nothing here ever throws into the page (CL-ERR-6).
 */
export function createSender(deps: TrackerDependencies, queue: TrackingQueue): Sender {
  const { win, now, store } = queue;
  const lease = new FlushLease(queue.storage);
  const batch = deps.batch === true;
  const backoff = new SendBackoff(now, deps.backoff);
  let running: Promise<void> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;
  const context: SendContext = { http: deps.http, queue, backoff, stopped: () => destroyed };

  async function sendRounds() {
    if (destroyed || backoff.paused || store.size === 0) return;
    if (!(await lease.acquire())) return;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const ready = store.list().filter((stored) => isReady(stored, now()));
      if (ready.length === 0 || !(await sendReady(context, ready, batch))) return;
    }
  }

  function flush(): Promise<void> {
    if (running) return running;
    // CL-ERR-6: reporting problems stay here.
    running = sendRounds()
      .catch(() => {})
      .finally(() => {
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

  function flushOnExit() {
    try {
      if (destroyed) return;
      // Inside apps the bridge outlives the page's web view; the normal path is the reliable one.
      if (deps.environment.kind === "native") {
        void flush();
        return;
      }
      // The flushing tab is alive and will send everything, this tab's events included.
      if (!lease.heldByOther()) sendQueueOnExit(deps, queue, batch);
    } catch {
      // CL-ERR-6.
    } finally {
      lease.release();
    }
  }

  const stopListening = listenToPage(win, {
    hidden: flushOnExit,
    shown: () => scheduleFlush(),
    online: () => {
      backoff.resume();
      scheduleFlush(0);
    },
  });
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
      stopListening();
      lease.release();
    },
  };
}

/** The page events that start a send: leaving (pagehide, hidden), coming back, and the network returning. */
function listenToPage(win: Window, on: { hidden: () => void; shown: () => void; online: () => void }): () => void {
  const onVisibility = () => (win.document.visibilityState === "hidden" ? on.hidden() : on.shown());
  win.addEventListener?.("pagehide", on.hidden);
  win.document?.addEventListener("visibilitychange", onVisibility);
  win.addEventListener?.("online", on.online);
  return () => {
    win.removeEventListener?.("pagehide", on.hidden);
    win.document?.removeEventListener("visibilitychange", onVisibility);
    win.removeEventListener?.("online", on.online);
  };
}
