// Liveness and readiness: outside the rate limit and the IP blocklist, and readiness off while the server drains.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { beginDraining } from "../../src/plugins/graceful-shutdown";

describe("probes", () => {
  let blocking: TestServer;
  let limiting: TestServer;
  beforeAll(async () => {
    // Every API call from this address is blocked on one; on the other, one API request a minute is the limit.
    [blocking, limiting] = await Promise.all([
      startTestServer({ IP_BLOCKLIST: "127.0.0.0/8" }),
      startTestServer({ RATE_LIMIT_PER_MINUTE: "1" }),
    ]);
  });
  afterAll(async () => Promise.all([blocking.close(), limiting.close()]));

  async function probesAnswer(server: TestServer, rounds: number): Promise<void> {
    for (let round = 0; round < rounds; round++) {
      for (const probe of ["live", "ready"]) {
        const response = await fetch(`${server.url}/api/health/${probe}`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: "ok" });
      }
    }
  }

  it("live and ready answer 200 with a bare status from an address the IP blocklist refuses", async () => {
    const blocked = await fetch(`${blocking.url}/api/universal/v1/score/general?resourceId=course-1`);
    expect(((await blocked.json()) as { code: number }).code).toBe(901100003);
    await probesAnswer(blocking, 3);
  });

  it("live and ready are outside the rate limit", async () => {
    const call = () =>
      fetch(`${limiting.url}/api/universal/v1/score/general?resourceId=course-1`).then((response) => response.status);
    expect(await call()).toBe(200);
    expect(await call()).toBe(429);
    await probesAnswer(limiting, 5);
  });

  it("ready answers 503 while the server drains; live still answers 200", async () => {
    const draining = await startTestServer();
    try {
      beginDraining(draining.app);
      const ready = await draining.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "draining" });
      expect(ready.headers.connection).toBe("close");
      const live = await draining.app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it("ready answers 503 when the database does not answer", async () => {
    const broken = await startTestServer();
    try {
      await broken.app.database.destroy();
      const ready = await broken.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "database-unavailable" });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
