import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

describe("health and the HTTP edge", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("answers GET /api/health with the envelope and the database engine", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      code: 200,
      data: { status: "ok", db: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite" },
      message: "成功",
    });
  });

  it("answers the message in the language of sxz-lang", async () => {
    const body = await (await fetch(`${server.url}/api/health?sxz-lang=en_US`)).json();
    expect(body.message).toBe("success");
  });

  it("answers an unknown API path with a 404 envelope, not the site", async () => {
    const response = await fetch(`${server.url}/api/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, data: null });
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const response = await fetch(`${server.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain("/api/health");
  });

  it("sends security headers", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("headers the client layer reads across origins", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: "https://host.example", BETA_ENV: "true" });
  });
  afterAll(async () => server.close());

  it("[CL-ST-11] exposes beta_env and check-login-type-result to an allowed origin, and none of it to others", async () => {
    const allowed = await fetch(`${server.url}/api/health`, { headers: { origin: "https://host.example" } });
    expect(allowed.headers.get("beta_env")).toBe("true");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://host.example");
    expect(allowed.headers.get("access-control-expose-headers")?.split(/,\s*/)).toEqual(
      expect.arrayContaining(["beta_env", "check-login-type-result"]),
    );
    const other = await fetch(`${server.url}/api/health`, { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
