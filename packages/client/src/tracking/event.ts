import type { SourceType, TrackingEvent } from "@sxz/contract";
import { TRACKING_LIMITS } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import { describeClient } from "./user-agent";
import { newEventId } from "./event-id";
import type { TrackInput } from "./track-input";

export { isTrackInput } from "./track-input";
export type { TrackInput } from "./track-input";
export { newEventId };

/** A queued event: the wire event with its id, plus who reported it. */
export type QueuedEvent = TrackingEvent & { eventId: string };

const LIMITS = { url: 2048 } as const;

/** `2026-11-21T05:53:32Z`: UTC, cut to seconds (CL-ENT-6). */
export function utcSeconds(time: number): string {
  return new Date(Math.floor(time / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/** Source type: 6 on phones (mobile web, native apps, the mini-program container), 1 on desktop. */
export function sourceType(environment: Pick<CallingEnvironment, "kind" | "mobileWeb">): SourceType {
  return environment.mobileWeb || environment.kind !== "web" ? 6 : 1;
}

export interface EventContext {
  /** The id given when the event was tracked (before the tracker had loaded); a new one else. */
  eventId?: string;
  now: number;
  href: string;
  referrer: string;
  userAgent: string;
  language: string;
  environment: Pick<CallingEnvironment, "kind" | "mobileWeb">;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The full event of CL-ENT-6 from the page's input; fields the server does not know are not sent. */
export function buildEvent(input: TrackInput, context: EventContext): QueuedEvent {
  const { clientVersion, os } = describeClient(context.userAgent);
  return {
    eventId: context.eventId ?? newEventId(),
    eventCode: input.eventCode,
    eventType: input.eventType,
    eventTime: utcSeconds(context.now),
    page: cut(input.page ?? context.href, LIMITS.url),
    referer: cut(input.referer ?? context.referrer, LIMITS.url),
    clientVersion,
    os,
    osLanguage: context.language,
    source_type: sourceType(context.environment),
  };
}

/** Events larger than the server accepts are refused at the door instead of failing later. */
export function fitsServerLimit(event: QueuedEvent): boolean {
  return new TextEncoder().encode(JSON.stringify(event)).length <= TRACKING_LIMITS.eventMaxBytes;
}
