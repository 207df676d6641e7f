import { TRACKING_LIMITS, trackingPaths } from "@sxz/contract";
import type { TrackingMsgType } from "@sxz/contract";
import type { Audience } from "./event-store";

/** CL-API-3: the authenticated endpoint when a token exists, the open one otherwise; batch variants. */
export function endpointOf(audience: Audience, batch: boolean): string {
  if (audience === "user") return batch ? trackingPaths.trackEvents.path : trackingPaths.trackEvent.path;
  return batch ? trackingPaths.trackOpenEvents.path : trackingPaths.trackOpenEvent.path;
}

export function msgTypeOf(audience: Audience): TrackingMsgType {
  return audience === "user" ? "tracking" : "tracking_open";
}

/** A page-exit chunk stays under the browsers' 64 KB budget for keepalive requests and beacons. */
export const EXIT_CHUNK_BYTES = 60 * 1024;
/** A batch call: at most 100 events and the server's body cap, with room for the envelope. */
export const BATCH_MAX_EVENTS = TRACKING_LIMITS.batchMaxEvents;
export const BATCH_MAX_BYTES = TRACKING_LIMITS.batchMaxBytes - 1024;

const encoder = new TextEncoder();

/** Bytes on the wire (UTF-8), which is what the server's and the browser's limits count. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/** Room for the `{"msgType":…,"msgContent":[…]}` around a batch's events. */
const ENVELOPE_BYTES = 64;

/** Splits items into runs of at most `maxItems` whose JSON stays within `maxBytes`. */
export function chunkBySize<T>(items: T[], maxItems: number, maxBytes: number, sizeOf: (item: T) => number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const item of items) {
    const size = sizeOf(item) + 1;
    if (current.length > 0 && (current.length >= maxItems || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = ENVELOPE_BYTES;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
