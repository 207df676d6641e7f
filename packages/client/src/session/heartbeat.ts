import { sessionPaths } from "@sxz/contract";
import type { ClientContext } from "../platform/client-context";

/** Keep-alive interval (CL-ST-14). */
export const HEARTBEAT_INTERVAL_MS = 10 * 60_000;
export const HEARTBEAT_PATH = sessionPaths.heartbeat.path;

export interface Heartbeat {
  /** Starts beating (one beat now, then every 10 minutes); idempotent per client. */
  start(): void;
  /** Stops this client's share; the page's timer stops when no client wants it any more. */
  stop(): void;
  readonly running: boolean;
}

/**
 * CL-ST-14 (design): the host starts and stops it (e.g. while a course player is open). One timer per page
 * whatever the number of clients that started it; a failed beat is ignored (the next one tries again).
 */
export function createHeartbeat(ctx: ClientContext): Heartbeat {
  let started = false;
  const beat = () => {
    const accessToken = ctx.tokens.read().accessToken;
    void ctx.raw
      .get(HEARTBEAT_PATH, {
        headers: { ...ctx.baseHeaders(), ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
        timeout: 10_000,
      })
      .catch(() => undefined);
  };
  const shared = ctx.page.heartbeat;
  return {
    get running() {
      return started;
    },
    start() {
      if (started) return;
      started = true;
      shared.owners += 1;
      if (shared.timer === undefined) {
        beat();
        shared.timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
      }
    },
    stop() {
      if (!started) return;
      started = false;
      shared.owners -= 1;
      if (shared.owners <= 0 && shared.timer !== undefined) {
        clearInterval(shared.timer);
        shared.timer = undefined;
        shared.owners = 0;
      }
    },
  };
}
