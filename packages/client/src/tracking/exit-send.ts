import { AUDIENCES, eventBytes } from "./background-send";
import { chunkBySize, BATCH_MAX_EVENTS, endpointOf, EXIT_CHUNK_BYTES, msgTypeOf } from "./endpoints";
import type { QueuedEvent } from "./event";
import type { Audience, StoredEvent } from "./event-store";
import type { TrackingQueue } from "./recorder";
import { classify, isReady, leavesQueue } from "./send-outcome";
import type { TrackerDependencies } from "./types";

/** How long a page-exit send is trusted before another page sends the same events again. */
export const EXIT_IN_FLIGHT_MS = 10_000;

/** Page-exit sends bypass `http`: only its base URL is used. */
type ExitDependencies = Pick<TrackerDependencies, "tenantId" | "headers" | "tokens"> & {
  http: { defaults: { baseURL?: string } };
};

export interface ExitPart {
  audience: Audience;
  events: StoredEvent[];
}

/** The page-exit bodies: per audience, one event each, or batches that fit the browsers' keepalive budget. */
export function exitParts(
  ready: StoredEvent[],
  batch: boolean,
  audienceOf: (stored: StoredEvent) => Audience,
): ExitPart[] {
  return AUDIENCES.flatMap((audience) => {
    const group = ready.filter((stored) => audienceOf(stored) === audience);
    const parts = batch
      ? chunkBySize(group, BATCH_MAX_EVENTS, EXIT_CHUNK_BYTES, eventBytes)
      : group.map((stored) => [stored]);
    return parts.map((events) => ({ audience, events }));
  });
}

/** The URL, headers and body of one page-exit send; these bypass `http`, so its headers are set here. */
export function exitRequest(
  deps: ExitDependencies,
  win: Window,
  audience: Audience,
  events: QueuedEvent[],
  isBatch: boolean,
) {
  const base = deps.http.defaults.baseURL || win.location.origin;
  const url = new URL(endpointOf(audience, isBatch), new URL(base, win.location.href));
  const tenant = deps.tenantId?.();
  if (tenant) url.searchParams.set("tenantId", tenant);
  const body = JSON.stringify({ msgType: msgTypeOf(audience), msgContent: isBatch ? events : events[0] });
  const headers: Record<string, string> = { ...(deps.headers?.() ?? {}), "Content-Type": "application/json" };
  const token = deps.tokens.read().accessToken;
  if (audience === "user" && token) headers.Authorization = `Bearer ${token}`;
  return { url: url.toString(), headers, body };
}

/** Page-exit send of one body: keepalive fetch, else a beacon; false when neither took it. */
function sendOnExit(deps: ExitDependencies, queue: TrackingQueue, part: ExitPart, isBatch: boolean): boolean {
  const { win, store } = queue;
  const events = part.events.map((stored) => stored.event);
  const { url, headers, body } = exitRequest(deps, win, part.audience, events, isBatch);
  const ids = events.map((event) => event.eventId);
  try {
    const request = win.fetch(url, { method: "POST", keepalive: true, credentials: "include", headers, body });
    // When the page lives on (only hidden), the answer arrives and the events leave the queue at once.
    request.then((response) => leavesQueue(classify(response.status)) && store.remove(ids)).catch(() => {});
    return true;
  } catch {
    // Over the keepalive budget or keepalive unsupported: try a beacon (cookie carries the token).
  }
  try {
    return win.navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" })) === true;
  } catch {
    return false;
  }
}

/** Sends every ready event as the page leaves, marking each part in flight so other pages do not send it again. */
export function sendQueueOnExit(deps: ExitDependencies, queue: TrackingQueue, batch: boolean): void {
  const { store, now } = queue;
  const ready = store.list().filter((stored) => isReady(stored, now()));
  for (const part of exitParts(ready, batch, (stored) => queue.audienceOf(stored))) {
    if (!sendOnExit(deps, queue, part, batch)) return;
    store.update(part.events.map((stored) => ({ ...stored, inFlightUntil: now() + EXIT_IN_FLIGHT_MS })));
  }
}
