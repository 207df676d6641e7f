import { describe, expect, it } from "vitest";
import { BATCH_MAX_EVENTS } from "./endpoints";
import type { QueuedEvent } from "./event";
import type { StoredEvent } from "./event-store";
import { exitParts, exitRequest } from "./exit-send";

const stored = (id: string, audience: "user" | "open"): StoredEvent =>
  ({ event: { eventId: id, eventCode: "c" }, audience, queuedAt: 0, attempts: 0 }) as unknown as StoredEvent;
const win = {
  location: { origin: "https://school.example", href: "https://school.example/course/1" },
} as unknown as Window;
const deps = (accessToken?: string) => ({
  http: { defaults: { baseURL: "https://api.example/base/" } },
  tenantId: () => "demo",
  headers: () => ({ tenant_id: "demo" }),
  tokens: { read: () => ({ accessToken }) },
});

describe("the tracking queue's page-exit send", () => {
  it("sends the user's events before the open ones, one per body, or in batches of at most the batch size", () => {
    const ready = [stored("a", "open"), stored("b", "user"), stored("c", "open")];
    const ids = (parts: ReturnType<typeof exitParts>) =>
      parts.map((part) => [part.audience, ...part.events.map((s) => s.event.eventId)]);
    expect(ids(exitParts(ready, false, (s) => s.audience))).toEqual([
      ["user", "b"],
      ["open", "a"],
      ["open", "c"],
    ]);
    expect(ids(exitParts(ready, true, (s) => s.audience))).toEqual([
      ["user", "b"],
      ["open", "a", "c"],
    ]);
    const many = Array.from({ length: BATCH_MAX_EVENTS + 1 }, (_, i) => stored(`e${i}`, "user"));
    expect(exitParts(many, true, () => "user").map((part) => part.events.length)).toEqual([BATCH_MAX_EVENTS, 1]);
  });

  it("[CL-API-3] a body carries the platform headers and the tenant, and the token only to the authenticated endpoint", () => {
    const events = [{ eventId: "a" }, { eventId: "b" }] as QueuedEvent[];
    const user = exitRequest(deps("t0k"), win, "user", events, true);
    expect(user.url).toBe("https://api.example/api/message/v1/event/batch?tenantId=demo");
    expect(user.headers).toEqual({
      tenant_id: "demo",
      "Content-Type": "application/json",
      Authorization: "Bearer t0k",
    });
    expect(JSON.parse(user.body)).toEqual({ msgType: "tracking", msgContent: events });
    const open = exitRequest(deps("t0k"), win, "open", events.slice(0, 1), false);
    expect(open.url).toBe("https://api.example/api/message/v1/open/event?tenantId=demo");
    expect(open.headers.Authorization).toBeUndefined();
    expect(JSON.parse(open.body)).toEqual({ msgType: "tracking_open", msgContent: events[0] });
  });
});
