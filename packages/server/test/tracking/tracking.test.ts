import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneTrackingEvents } from "../../src/domain/tracking/events";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, sendJson } from "../support/http";

const event = (overrides: Record<string, unknown> = {}) => ({
  eventCode: "course_detail_view",
  eventType: "view",
  eventTime: "2026-11-21T05:53:32Z",
  page: "https://learn.sxz.example.com/courses/course-intro",
  referer: "https://learn.sxz.example.com/",
  clientVersion: "Chrome/131.0",
  os: "Windows/10",
  osLanguage: "en-US",
  source_type: 1,
  ...overrides,
});

describe("tracking endpoints", () => {
  let server: TestServer;
  let learnerToken: string;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    learnerToken = (await login(server.url, "learner")).access_token;
    adminToken = (await login(server.url, "admin")).access_token;
  });
  afterAll(async () => server.close());
  const list = async (query = "") =>
    (await getJson(`${server.url}/api/message/v1/events${query}`, bearer(adminToken))).body.data;

  it("[CL-API-3] [CL-ENT-6] stores a logged-in user's event with every field and lists it for the school's admin", async () => {
    const answer = await sendJson(
      `${server.url}/api/message/v1/event`,
      { msgType: "tracking", msgContent: event({ eventId: "evt-1" }) },
      bearer(learnerToken),
    );
    expect(answer.body).toMatchObject({ code: 200, data: { accepted: 1, stored: 1, duplicates: 0 } });
    const listed = await list("?eventCode=course_detail_view");
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toEqual({
      ...event(),
      eventId: "evt-1",
      msgType: "tracking",
      userId: "user-learner",
      tenantId: "demo",
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("[CL-API-3] stores an anonymous event from the open endpoint under the tenant header, without a user", async () => {
    const answer = await sendJson(
      `${server.url}/api/message/v1/open/event`,
      { msgType: "tracking_open", msgContent: event({ eventCode: "home_view", eventId: "evt-open-1" }) },
      { tenantId: "demo" },
    );
    expect(answer.status).toBe(200);
    const listed = await list("?eventCode=home_view");
    expect(listed.items[0]).toMatchObject({
      eventId: "evt-open-1",
      msgType: "tracking_open",
      userId: null,
      tenantId: "demo",
    });
  });

  it("deletes events older than the retention period in batches and keeps the newer ones", async () => {
    const events = Array.from({ length: 7 }, (_, index) =>
      event({ eventCode: "retention", eventId: `retention-${index}` }),
    );
    await sendJson(
      `${server.url}/api/message/v1/event/batch`,
      { msgType: "tracking", msgContent: events },
      bearer(learnerToken),
    );
    const db = server.app.database.db;
    const day = 86_400_000;
    await db
      .updateTable("tracking_events")
      .set({ received_at: Date.now() - 200 * day })
      .where("event_id", "in", ["retention-0", "retention-1", "retention-2", "retention-3", "retention-4"])
      .execute();
    // Batches of two: three rounds for five old events.
    expect(await pruneTrackingEvents(db, Date.now() - 180 * day, 2)).toBe(5);
    const left = await list("?eventCode=retention");
    expect(left.items.map((item: { eventId: string }) => item.eventId).sort()).toEqual(["retention-5", "retention-6"]);
    expect(await pruneTrackingEvents(db, Date.now() - 180 * day, 2)).toBe(0);
  });

  it("stores an event with an eventId once, however often it is sent", async () => {
    const body = { msgType: "tracking", msgContent: event({ eventCode: "dedupe", eventId: "evt-dup" }) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendJson(`${server.url}/api/message/v1/event`, body, bearer(learnerToken))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.data.stored, 0)).toBe(1);
    expect((await list("?eventCode=dedupe")).total).toBe(1);
  });

  it("stores a batch of up to 100 events, skipping eventIds already stored and repeated ones", async () => {
    const events = Array.from({ length: 100 }, (_, index) =>
      event({ eventCode: "batch", eventId: `batch-${index % 90}` }),
    );
    const answer = await sendJson(
      `${server.url}/api/message/v1/event/batch`,
      { msgType: "tracking", msgContent: events },
      bearer(learnerToken),
    );
    expect(answer.body.data).toEqual({ accepted: 100, stored: 90, duplicates: 10 });
    const again = await sendJson(`${server.url}/api/message/v1/open/event/batch`, {
      msgType: "tracking_open",
      msgContent: events.slice(0, 3),
    });
    expect(again.body.data).toEqual({ accepted: 3, stored: 0, duplicates: 3 });
    const tooMany = await sendJson(
      `${server.url}/api/message/v1/event/batch`,
      { msgType: "tracking", msgContent: [...events, event()] },
      bearer(learnerToken),
    );
    expect(tooMany.status).toBe(400);
    const empty = await sendJson(
      `${server.url}/api/message/v1/event/batch`,
      { msgType: "tracking", msgContent: [] },
      bearer(learnerToken),
    );
    expect(empty.status).toBe(400);
  });

  it("accepts the access_token cookie on the authenticated endpoint (navigator.sendBeacon)", async () => {
    const answer = await fetch(`${server.url}/api/message/v1/event`, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        cookie: `sxz-lang=en_US; access_token=${encodeURIComponent(learnerToken)}`,
      },
      body: JSON.stringify({ msgType: "tracking", msgContent: event({ eventCode: "beacon", eventId: "evt-beacon" }) }),
    });
    expect(answer.status).toBe(200);
    expect((await list("?eventCode=beacon")).items[0]).toMatchObject({ userId: "user-learner" });
  });

  it("stores a cookie-authenticated event only from the public origin: another origin, a sibling subdomain or a cross-site fetch gets 403 and nothing is stored", async () => {
    const beacon = (eventId: string, headers: Record<string, string>) =>
      fetch(`${server.url}/api/message/v1/event`, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          cookie: `access_token=${encodeURIComponent(learnerToken)}`,
          "sxz-lang": "en_US",
          ...headers,
        },
        body: JSON.stringify({ msgType: "tracking", msgContent: event({ eventCode: "beacon-origin", eventId }) }),
      });
    for (const [eventId, headers] of [
      ["evt-evil", { origin: "https://evil.example" }],
      ["evt-sibling", { origin: "https://attacker.127.0.0.1.nip.io", "sec-fetch-site": "same-site" }],
      ["evt-null", { origin: "null" }],
      ["evt-no-origin-cross", { "sec-fetch-site": "cross-site" }],
      ["evt-no-origin-same-site", { "sec-fetch-site": "same-site" }],
      // The Origin decides when both are sent.
      ["evt-own-site-evil-origin", { origin: "https://evil.example", "sec-fetch-site": "same-origin" }],
    ] as Array<[string, Record<string, string>]>) {
      const answer = await beacon(eventId, headers);
      expect(answer.status, eventId).toBe(403);
      expect(((await answer.json()) as { message: string }).message, eventId).toMatch(/origin/i);
    }
    expect((await beacon("evt-own", { origin: server.url, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await beacon("evt-own-fetch-site", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    const stored = (await list("?eventCode=beacon-origin")).items
      .map((item: { eventId: string }) => item.eventId)
      .sort();
    expect(stored).toEqual(["evt-own", "evt-own-fetch-site"]);
    // A bearer token is not sent by the browser on its own: such a call is not checked.
    const withBearer = await sendJson(
      `${server.url}/api/message/v1/event`,
      { msgType: "tracking", msgContent: event({ eventCode: "bearer-origin" }) },
      { ...bearer(learnerToken), origin: "https://evil.example" },
    );
    expect(withBearer.status).toBe(200);
  });

  it("with PUBLIC_ORIGIN and CORS_ORIGINS set, a cookie-authenticated event is stored from those origins only", async () => {
    const other = await startTestServer({
      PUBLIC_ORIGIN: "https://learn.example.com",
      CORS_ORIGINS: "https://portal.example.com",
    });
    try {
      const token = (await login(other.url, "learner")).access_token;
      const send = (origin: string) =>
        fetch(`${other.url}/api/message/v1/event`, {
          method: "POST",
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            cookie: `access_token=${encodeURIComponent(token)}`,
            origin,
          },
          body: JSON.stringify({ msgType: "tracking", msgContent: event() }),
        });
      expect((await send("https://learn.example.com")).status).toBe(200);
      expect((await send("https://portal.example.com")).status).toBe(200);
      expect((await send("https://other.learn.example.com")).status).toBe(403);
      expect((await send(other.url)).status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it("[CL-VAL-1] refuses events without eventCode or eventType, non-objects and wrong msgTypes with 400", async () => {
    const url = `${server.url}/api/message/v1/open/event`;
    expect((await sendJson(url, { msgType: "tracking_open", msgContent: { eventType: "view" } })).status).toBe(400);
    expect((await sendJson(url, { msgType: "tracking_open", msgContent: { eventCode: "x" } })).status).toBe(400);
    expect((await sendJson(url, { msgType: "tracking_open", msgContent: "view" })).status).toBe(400);
    expect((await sendJson(url, { msgType: "tracking_open", msgContent: event({ source_type: 3 }) })).status).toBe(400);
    const wrongType = await sendJson(url, { msgType: "tracking", msgContent: event() }, { "sxz-lang": "en_US" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe("msgType must be tracking_open on this endpoint.");
    const broken = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"msgType":',
    });
    expect(broken.status).toBe(400);
  });

  it("answers 401 to the authenticated endpoint without a token, and 413 to oversized events and batches", async () => {
    expect(
      (await sendJson(`${server.url}/api/message/v1/event`, { msgType: "tracking", msgContent: event() })).status,
    ).toBe(401);
    expect(
      (
        await sendJson(
          `${server.url}/api/message/v1/event`,
          { msgType: "tracking", msgContent: event() },
          { cookie: "access_token=forged.token" },
        )
      ).status,
    ).toBe(401);
    const extra = { custom: "x".repeat(9000) };
    const big = await sendJson(`${server.url}/api/message/v1/open/event`, {
      msgType: "tracking_open",
      msgContent: event(extra),
    });
    expect(big.status).toBe(413);
    const huge = Array.from({ length: 100 }, () => event({ page: "p".repeat(2000) }));
    const bigBatch = await sendJson(`${server.url}/api/message/v1/open/event/batch`, {
      msgType: "tracking_open",
      msgContent: huge,
    });
    expect(bigBatch.status).toBe(413);
    expect(bigBatch.body.code).toBe(413);
  });

  it("lists only the admin's own school (no cross-tenant reads), newest first, paginated; learners get 403", async () => {
    await sendJson(
      `${server.url}/api/message/v1/open/event`,
      { msgType: "tracking_open", msgContent: event({ eventCode: "acme_only" }) },
      { tenant_id: "acme" },
    );
    expect((await list("?eventCode=acme_only")).total).toBe(0);
    const acmeAdmin = await login(server.url, "acme-admin");
    const acme = await getJson(
      `${server.url}/api/message/v1/events?eventCode=acme_only`,
      bearer(acmeAdmin.access_token),
    );
    expect(acme.body.data.total).toBe(1);
    const acmeAll = await getJson(`${server.url}/api/message/v1/events`, bearer(acmeAdmin.access_token));
    expect(acmeAll.body.data.items.every((item: { tenantId: string }) => item.tenantId === "acme")).toBe(true);
    const page = await list("?limit=2&offset=1");
    expect(page.items).toHaveLength(2);
    const all = await list("?limit=200");
    expect(all.items.map((item: { receivedAt: string }) => item.receivedAt)).toEqual(
      [...all.items.map((item: { receivedAt: string }) => item.receivedAt)].sort().reverse(),
    );
    expect((await getJson(`${server.url}/api/message/v1/events`, bearer(learnerToken))).status).toBe(403);
    expect((await getJson(`${server.url}/api/message/v1/events`)).status).toBe(401);
    expect((await getJson(`${server.url}/api/message/v1/events?limit=5000`, bearer(adminToken))).status).toBe(400);
  });
});
