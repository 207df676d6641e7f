import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, sendJson } from "../support/http";

describe("HTTP edge of the account, sign-in, school, config and tracking routes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: "https://learn.sxz.example.com", BODY_LIMIT_BYTES: "4096" });
  });
  afterAll(async () => server.close());

  it("allows CORS only for configured origins", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/accounts/users/me`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization,tenant_id",
        },
      });
    const allowed = await preflight("https://learn.sxz.example.com");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://learn.sxz.example.com");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const denied = await preflight("https://evil.example.com");
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
    const simple = await fetch(`${server.url}/api/foundation/configProperty/open/value/klt.beta.flag.school`, {
      headers: { origin: "https://evil.example.com" },
    });
    expect(simple.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers 401 to every anonymous write and admin read", async () => {
    const writes: Array<[string, string, unknown]> = [
      ["PUT", "/api/accounts/users/user-learner/status", { disabled: true }],
      ["PUT", "/api/foundation/configProperty/value/klt.beta.flag.school", { value: "[]" }],
      ["POST", "/api/message/v1/event", { msgType: "tracking", msgContent: { eventCode: "a", eventType: "view" } }],
      [
        "POST",
        "/api/message/v1/event/batch",
        { msgType: "tracking", msgContent: [{ eventCode: "a", eventType: "view" }] },
      ],
    ];
    for (const [method, path, body] of writes) {
      const answer = await sendJson(`${server.url}${path}`, body, {}, method);
      expect(answer.status, path).toBe(401);
      expect(answer.body.code, path).toBe(401);
    }
    for (const path of [
      "/api/message/v1/events",
      "/api/ischool/v1/members/get-member-is-valid/?tenantId=demo",
      "/api/auth/v1/oauth/authorize?grant_type=authorization_code&client_id=gateway&response_type=code",
    ]) {
      expect((await getJson(`${server.url}${path}`)).status, path).toBe(401);
    }
  });

  it("refuses access tokens signed by another server", async () => {
    const other = await startTestServer();
    try {
      const foreign = await login(other.url, "admin");
      expect((await getJson(`${server.url}/api/accounts/users/me`, bearer(foreign.access_token))).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("answers 413 with the envelope to a body over BODY_LIMIT_BYTES, and 400 to a non-JSON beacon", async () => {
    const big = await sendJson(`${server.url}/api/ischool/v1/open/schools/common-current`, {
      tenantId: "demo",
      bundleId: "x".repeat(8000),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, data: null });
    const form = await fetch(`${server.url}/api/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=password&username=learner&password=${"x".repeat(8000)}`,
    });
    expect(form.status).toBe(413);
    const beacon = await fetch(`${server.url}/api/message/v1/open/event`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "not json",
    });
    expect(beacon.status).toBe(400);
  });
});

describe("general rate limit", () => {
  it("answers 429 with the envelope once an address exceeds RATE_LIMIT_PER_MINUTE", async () => {
    const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "5" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push(
          (await fetch(`${server.url}/api/foundation/configProperty/open/value/klt.beta.flag.school`)).status,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const limited = await fetch(`${server.url}/api/accounts/open/client/ip`);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 429, data: null });
    } finally {
      await server.close();
    }
  });
});
