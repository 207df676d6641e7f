import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { login } from "../support/http";
import { encodedPrefix, pathVariants, rawRequest } from "./raw-http";
import type { RawAnswer } from "./raw-http";

/**
 * The guards in front of the API — session guard (revoked families, disabled accounts), IP blocklist, rate limit —
 * decide by the route the router matched, not by the raw URL: every spelling of a path that reaches a route meets
 * the same guard (`/%61pi/…` is decoded by the router into `/api/…`), and spellings that reach no route answer no data.
 */

/** A success envelope (or OAuth2 token set) of the API: data the guard should have withheld. */
const isApiSuccess = (answer: RawAnswer) =>
  answer.status === 200 && (answer.json?.code === 200 || typeof answer.json?.access_token === "string");

describe("session guard on every spelling of a route", () => {
  let server: TestServer;
  let revoked: string;
  let disabled: string;
  beforeAll(async () => {
    server = await startTestServer();
    const session = await login(server.url, "learner");
    revoked = session.access_token;
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${revoked}` },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(logout.status).toBe(200);
    disabled = (await login(server.url, "learner2")).access_token;
    const admin = (await login(server.url, "admin")).access_token;
    const disable = await fetch(`${server.url}/api/accounts/users/user-learner2/status`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disable.status).toBe(200);
  });
  afterAll(async () => server.close());

  it("a logged-out token reads nothing through any spelling of /api/accounts/users/me", async () => {
    const leaks: string[] = [];
    for (const path of pathVariants("/api/accounts/users/me")) {
      const answer = await rawRequest(server.url, path, { headers: { authorization: `Bearer ${revoked}` } });
      if (isApiSuccess(answer) || answer.status >= 500)
        leaks.push(`${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(leaks).toEqual([]);
    const encoded = await rawRequest(server.url, encodedPrefix("/api/accounts/users/me"), {
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(encoded.status).toBe(401);
  });

  it("a logged-out token posts no review through any spelling of giveScore", async () => {
    const body = JSON.stringify({
      resourceId: "course-intro",
      moduleId: "course",
      score: 5,
      content: "through a side door",
    });
    const leaks: string[] = [];
    for (const path of pathVariants("/api/universal/v1/score/giveScore")) {
      const answer = await rawRequest(server.url, path, {
        method: "POST",
        headers: { authorization: `Bearer ${revoked}`, "content-type": "application/json" },
        body,
      });
      if (isApiSuccess(answer) || answer.status >= 500)
        leaks.push(`${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(leaks).toEqual([]);
    const encoded = await rawRequest(server.url, encodedPrefix("/api/universal/v1/score/giveScore"), {
      method: "POST",
      headers: { authorization: `Bearer ${revoked}`, "content-type": "application/json" },
      body,
    });
    expect(encoded.status).toBe(401);
    const stored = await server.app.database.db
      .selectFrom("reviews")
      .select("id")
      .where("user_id", "=", "user-learner")
      .where("resource_id", "=", "course-intro")
      .execute();
    expect(stored).toEqual([]);
  });

  it("[CL-ERR-3] a disabled account's live session answers 901100005 through every spelling that reaches the route", async () => {
    const leaks: string[] = [];
    for (const path of pathVariants("/api/accounts/users/me")) {
      const answer = await rawRequest(server.url, path, { headers: { authorization: `Bearer ${disabled}` } });
      if (isApiSuccess(answer) || answer.status >= 500)
        leaks.push(`${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(leaks).toEqual([]);
    const encoded = await rawRequest(server.url, encodedPrefix("/api/accounts/users/me"), {
      headers: { authorization: `Bearer ${disabled}` },
    });
    expect(encoded.json).toMatchObject({ code: 901100005, data: null });
  });
});

describe("IP blocklist on every spelling of a route", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ IP_BLOCKLIST: "127.0.0.0/8" });
  });
  afterAll(async () => server.close());

  it("[CL-RT-3] a blocked address gets no token through any spelling of the token endpoint", async () => {
    const form = new URLSearchParams({ grant_type: "password", username: "learner", password: "learner" }).toString();
    const leaks: string[] = [];
    for (const path of pathVariants("/api/auth/oauth/token")) {
      const answer = await rawRequest(server.url, `${path}?grant_type=password`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      if (isApiSuccess(answer) || answer.text.includes("access_token") || answer.status >= 500)
        leaks.push(`${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(leaks).toEqual([]);
    const encoded = await rawRequest(server.url, `${encodedPrefix("/api/auth/oauth/token")}?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(encoded.status).toBe(403);
    expect(encoded.json).toMatchObject({ error: "access_denied", code: 901100003 });
  });

  it("[CL-RT-3] /sxz/api routes and encoded spellings answer the IP-limit code; the health check stays open", async () => {
    for (const path of [
      "/sxz/api/foundation/configProperty/open/value/klt.beta.flag.school",
      "/sxz/%61pi/foundation/configProperty/open/value/klt.beta.flag.school",
      "/%61pi/accounts/open/client/ip",
    ]) {
      const answer = await rawRequest(server.url, path);
      expect(answer.json, path).toMatchObject({ code: 901100003, data: null });
    }
    for (const path of ["/api/health", "/%61pi/health"]) {
      const answer = await rawRequest(server.url, path);
      expect(answer.status, path).toBe(200);
      expect(answer.json.data.status, path).toBe("ok");
    }
  });
});

describe("rate limit on every spelling of a route", () => {
  it("every spelling that reaches a route counts: at most RATE_LIMIT_PER_MINUTE answers, then 429", async () => {
    const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "4" });
    try {
      const successes: string[] = [];
      for (const path of pathVariants("/api/accounts/open/client/ip")) {
        const answer = await rawRequest(server.url, path);
        if (isApiSuccess(answer)) successes.push(path);
        expect(answer.status, path).toBeLessThan(500);
      }
      expect(successes.length).toBeLessThanOrEqual(4);
      expect(successes).toContain(encodedPrefix("/api/accounts/open/client/ip"));
      const limited = await rawRequest(server.url, "/api/accounts/open/client/ip");
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ code: 429, data: null });
    } finally {
      await server.close();
    }
  });

  it("/sxz/api routes are rate-limited like /api routes", async () => {
    const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (await rawRequest(server.url, "/sxz/api/foundation/configProperty/open/value/klt.beta.flag.school")).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it("the health check never counts against the limit and answers when the limit is spent", async () => {
    const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const health: number[] = [];
      for (let i = 0; i < 6; i += 1)
        health.push((await rawRequest(server.url, i % 2 ? "/%61pi/health" : "/api/health")).status);
      expect(health).toEqual([200, 200, 200, 200, 200, 200]);
      // The health checks above left the whole budget for the API.
      expect((await rawRequest(server.url, "/api/accounts/open/client/ip")).status).toBe(200);
      expect((await rawRequest(server.url, "/api/accounts/open/client/ip")).status).toBe(200);
      expect((await rawRequest(server.url, "/api/accounts/open/client/ip")).status).toBe(429);
      expect((await rawRequest(server.url, "/api/health")).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("the site's fallback page", () => {
  it("unknown API paths answer the JSON 404 however they are spelled; site routes still get the page", async () => {
    const siteDir = mkdtempSync(join(tmpdir(), "sxz-site-"));
    writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>site</title>");
    const server = await startTestServer({ SITE_DIR: siteDir });
    try {
      for (const path of [
        "/api/no/such/call",
        "/%61pi/no/such/call",
        "/API/no/such/call",
        "/sxz/%61pi/no/such/call",
        "/api//no/such/call",
      ]) {
        const answer = await rawRequest(server.url, path);
        expect(answer.status, path).toBe(404);
        expect(answer.json, path).toMatchObject({ code: 404, data: null });
      }
      const page = await rawRequest(server.url, "/login/index");
      expect(page.status).toBe(200);
      expect(page.text).toContain("<title>site</title>");
    } finally {
      await server.close();
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
