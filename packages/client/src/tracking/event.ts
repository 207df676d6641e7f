import type { SourceType, TrackingEvent } from "@sxz/contract";
import { TRACKING_LIMITS } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import { describeClient } from "./user-agent";

/** What a page passes to track(): eventCode and eventType are required (CL-VAL-1), the rest is filled in. */
export interface TrackInput {
  eventCode: string;
  eventType: string;
  page?: string;
  referer?: string;
}

/** A queued event: the wire event with its id, plus who reported it. */
export type QueuedEvent = TrackingEvent & { eventId: string };

const LIMITS = { eventCode: 200, eventType: 50, url: 2048 } as const;

/** CL-VAL-1: an object with non-empty eventType and eventCode (within the server's limits), else not an event. */
export function isTrackInput(value: unknown): value is TrackInput {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const { eventCode, eventType } = value as Record<string, unknown>;
  return (
    typeof eventCode === "string" && eventCode.trim() !== "" && eventCode.length <= LIMITS.eventCode &&
    typeof eventType === "string" && eventType.trim() !== "" && eventType.length <= LIMITS.eventType
  );
}

/** `2026-11-21T05:53:32Z`: UTC, cut to seconds (CL-ENT-6). */
export function utcSeconds(time: number): string {
  return new Date(Math.floor(time / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/** Source type: 6 on phones (mobile web, native apps, the mini-program container), 1 on desktop. */
export function sourceType(environment: Pick<CallingEnvironment, "kind" | "mobileWeb">): SourceType {
  return environment.mobileWeb || environment.kind !== "web" ? 6 : 1;
}

/** A unique id per event, so that a resend is recognised and stored once by the server. */
export function newEventId(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export interface EventContext {
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
    eventId: newEventId(),
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
