/** What a page passes to track(): eventCode and eventType are required (CL-VAL-1), the rest is filled in. */
export interface TrackInput {
  eventCode: string;
  eventType: string;
  page?: string;
  referer?: string;
}

const LIMITS = { eventCode: 200, eventType: 50 } as const;

/** CL-VAL-1: an object with non-empty eventType and eventCode (within the server's limits), else not an event. */
export function isTrackInput(value: unknown): value is TrackInput {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const { eventCode, eventType } = value as Record<string, unknown>;
  return (
    typeof eventCode === "string" &&
    eventCode.trim() !== "" &&
    eventCode.length <= LIMITS.eventCode &&
    typeof eventType === "string" &&
    eventType.trim() !== "" &&
    eventType.length <= LIMITS.eventType
  );
}
