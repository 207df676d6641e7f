import { isRetryableStatus, parseRetryAfter, retryAfterMs } from "@sxz/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "1" });
});
afterAll(async () => server.close());

// The server's busy answers say how long to wait in the form the clients' one retry rule reads.
describe("Retry-After as the server writes it", () => {
  it("[CL-ST-5] [RW-ERR-1] a rate-limited answer is retryable and its Retry-After reads as the wait", async () => {
    const url = "/api/accounts/open/client/ip";
    expect((await server.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const busy = await server.app.inject({ method: "GET", url });
    expect(busy.statusCode).toBe(429);
    expect(isRetryableStatus(busy.statusCode)).toBe(true);
    const header = busy.headers["retry-after"];
    expect(header).toMatch(/^\d+$/);
    const asked = parseRetryAfter(header);
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(60_000);
    expect(retryAfterMs(busy.headers, busy.json())).toBe(asked);
    expect(busy.json()).toMatchObject({ code: 429 });
  });
});
