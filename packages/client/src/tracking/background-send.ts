import type { RawAnswer } from "../http/raw-http";
import { chunkBySize, BATCH_MAX_BYTES, BATCH_MAX_EVENTS, endpointOf, msgTypeOf, utf8Bytes } from "./endpoints";
import type { Audience, StoredEvent } from "./event-store";
import type { TrackingQueue } from "./recorder";
import type { SendBackoff } from "./send-backoff";
import { afterFailedSend, classify, leavesQueue } from "./send-outcome";
import type { Outcome } from "./send-outcome";
import type { TrackerDependencies } from "./types";

/** What a background send works with. */
export interface SendContext {
  http: TrackerDependencies["http"];
  queue: Pick<TrackingQueue, "store" | "audienceOf">;
  backoff: SendBackoff;
  /** True once the tracker is destroyed: no further call goes out. */
  stopped(): boolean;
}

interface Answer {
  outcome: Outcome;
  response?: Pick<RawAnswer, "status" | "headers" | "data">;
}

export const AUDIENCES = ["user", "open"] as const;

/** A stored event's bytes on the wire. */
export const eventBytes = (stored: StoredEvent): number => utf8Bytes(JSON.stringify(stored.event));

async function post(http: SendContext["http"], audience: Audience, body: unknown, isBatch: boolean): Promise<Answer> {
  try {
    const response = await http.post(endpointOf(audience, isBatch), body, {
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

/** Applies one send's answer to its events; false when sending should pause. */
function settle(context: SendContext, events: StoredEvent[], { outcome, response }: Answer): boolean {
  const { store } = context.queue;
  if (leavesQueue(outcome)) {
    store.remove(events.map((stored) => stored.event.eventId));
    if (outcome === "sent") context.backoff.succeeded();
    return true;
  }
  store.update(events.map((stored) => afterFailedSend(stored, outcome)));
  context.backoff.failed(response);
  return false;
}

async function sendSingles(context: SendContext, ready: StoredEvent[]): Promise<boolean> {
  for (const stored of ready) {
    if (context.stopped()) return false;
    const audience = context.queue.audienceOf(stored);
    const answer = await post(
      context.http,
      audience,
      { msgType: msgTypeOf(audience), msgContent: stored.event },
      false,
    );
    if (!settle(context, [stored], answer)) return false;
  }
  return true;
}

async function sendBatches(context: SendContext, ready: StoredEvent[]): Promise<boolean> {
  for (const audience of AUDIENCES) {
    const group = ready.filter((stored) => context.queue.audienceOf(stored) === audience);
    for (const chunk of chunkBySize(group, BATCH_MAX_EVENTS, BATCH_MAX_BYTES, eventBytes)) {
      if (context.stopped()) return false;
      const answer = await post(
        context.http,
        audience,
        { msgType: msgTypeOf(audience), msgContent: chunk.map((stored) => stored.event) },
        true,
      );
      // One malformed event refuses its whole batch: resend that batch event by event to find it.
      if (answer.outcome === "drop") {
        if (!(await sendSingles(context, chunk))) return false;
        continue;
      }
      if (!settle(context, chunk, answer)) return false;
    }
  }
  return true;
}

/** Sends the ready events one by one or in batches; false when sending should stop for now. */
export function sendReady(context: SendContext, ready: StoredEvent[], batch: boolean): Promise<boolean> {
  return batch ? sendBatches(context, ready) : sendSingles(context, ready);
}
