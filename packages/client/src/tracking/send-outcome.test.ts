import { describe, expect, it } from "vitest";
import type { StoredEvent } from "./event-store";
import { afterFailedSend, classify, isReady, leavesQueue, MAX_UNAUTHORIZED } from "./send-outcome";

const stored = (overrides: Partial<StoredEvent> = {}): StoredEvent =>
  ({ event: { eventId: "e1" }, audience: "user", queuedAt: 0, attempts: 0, ...overrides }) as StoredEvent;

describe("what a tracking send's answer means", () => {
  it("accepted events leave the queue; ones the server will never accept leave it too, so they cannot block it", () => {
    expect([200, 204].map(classify)).toEqual(["sent", "sent"]);
    expect([400, 403, 413].map(classify)).toEqual(["drop", "drop", "drop"]);
    expect([429, 503].map(classify)).toEqual(["retry", "retry"]);
    expect(classify(401)).toBe("unauthorized");
    expect((["sent", "drop", "retry", "unauthorized"] as const).map(leavesQueue)).toEqual([true, true, false, false]);
  });

  it("[CL-VAL-3] an event whose token keeps being refused goes to the open endpoint, after a few tries only", () => {
    let event = stored({ inFlightUntil: 5 });
    for (let attempt = 1; attempt < MAX_UNAUTHORIZED; attempt += 1) {
      event = afterFailedSend(event, "unauthorized");
      expect(event.audience).toBe("user");
    }
    event = afterFailedSend(event, "unauthorized");
    expect(event).toMatchObject({ audience: "open", attempts: MAX_UNAUTHORIZED, inFlightUntil: undefined });
    // A server that is only busy says nothing about the token.
    expect(afterFailedSend(stored({ attempts: 9 }), "retry").audience).toBe("user");
  });

  it("an event is ready once no page-exit send of it is under way", () => {
    expect(isReady(stored(), 100)).toBe(true);
    expect(isReady(stored({ inFlightUntil: 100 }), 100)).toBe(true);
    expect(isReady(stored({ inFlightUntil: 101 }), 100)).toBe(false);
  });
});
