import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { signIn } from "../support/api";

/**
 * Every route the server documents gets malformed input — wrong types, broken JSON, absurd path parameters,
 * oversized strings — anonymously and as an admin (so that validation behind the auth check is reached too).
 * None may answer 5xx: bad input gets a clear 4xx or a refusal in the envelope.
 */

interface Operation {
  method: string;
  path: string;
  queryNames: string[];
}

const HOSTILE_SEGMENTS = [
  "-1",
  "0",
  "999999999999999999999",
  "x".repeat(300),
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "'%3B DROP TABLE users --",
  "%F0%9F%98%80",
];
const HOSTILE_VALUES = [
  "",
  "-1",
  "NaN",
  "1e309",
  "x".repeat(5000),
  "[]",
  "{}",
  "null",
  "'; DROP TABLE users --",
  "\u0000",
];
const HOSTILE_BODIES: Array<{ label: string; contentType: string; body: string }> = [
  { label: "broken JSON", contentType: "application/json", body: '{"content": "unterminated' },
  { label: "JSON array", contentType: "application/json", body: "[1,2,3]" },
  { label: "JSON number", contentType: "application/json", body: "42" },
  { label: "JSON null", contentType: "application/json", body: "null" },
  {
    label: "wrong field types",
    contentType: "application/json",
    body: JSON.stringify({
      score: "five",
      content: { nested: true },
      resourceId: [1],
      commentId: "x",
      id: {},
      fileName: 7,
      like_flag: "yes",
      message: 12,
      refresh_token: 5,
      userId: [],
      progress: "lots",
    }),
  },
  { label: "deep nesting", contentType: "application/json", body: "[".repeat(5000) + "]".repeat(5000) },
  {
    label: "form garbage",
    contentType: "application/x-www-form-urlencoded",
    body: "%%%&&&===&grant_type[]=x&username[a]=b",
  },
  { label: "plain text", contentType: "text/plain", body: "not a body this route understands" },
];

let server: TestServer;
let adminToken: string;
let operations: Operation[];

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server, "admin");
  const document = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      queryNames: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    })),
  );
}, 60_000);

afterAll(async () => server.close());

async function send(method: string, path: string, init: { token?: string; contentType?: string; body?: string } = {}) {
  const headers: Record<string, string> = { "sxz-lang": "en_US" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.contentType) headers["content-type"] = init.contentType;
  const response = await fetch(`${server.url}${path}`, { method, headers, body: init.body, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text };
}

function fill(path: string, segment: string): string {
  return path.replace(/\{[^}]+\}/g, segment).replace(/:[A-Za-z]+/g, segment);
}

describe("malformed input never reaches a 500", () => {
  it("the OpenAPI document lists the routes of both specifications", () => {
    const paths = operations.map((op) => op.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/universal/v1/score/giveScore", "/api/auth/oauth/token", "/api/accounts/users/me"]),
    );
    expect(operations.length).toBeGreaterThan(40);
  });

  it("hostile path parameters and query values are refused with a 4xx or an envelope, never a 5xx", async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const segments = /\{|:/.test(op.path) ? HOSTILE_SEGMENTS : ["x"];
      for (const segment of segments) {
        for (const value of HOSTILE_VALUES.slice(0, segment === "x" ? HOSTILE_VALUES.length : 2)) {
          const query = new URLSearchParams(
            op.queryNames.flatMap((name) => [
              [name, value],
              [name, value],
            ]),
          ).toString();
          const url = fill(op.path, segment) + (query ? `?${query}` : "");
          for (const token of [undefined, adminToken]) {
            const answer = await send(op.method, url, { token });
            if (answer.status >= 500)
              failures.push(`${op.method} ${url.slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("malformed bodies are refused with a 4xx or an envelope, never a 5xx", async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => ["POST", "PUT", "PATCH", "DELETE"].includes(o.method))) {
      const url = fill(op.path, "1");
      for (const body of HOSTILE_BODIES) {
        for (const token of [undefined, adminToken]) {
          const answer = await send(op.method, url, { token, contentType: body.contentType, body: body.body });
          if (answer.status >= 500)
            failures.push(`${op.method} ${url} (${body.label}) → ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("refusals of API calls come as JSON with a message, not as a stack trace or the site's HTML", async () => {
    const offenders: string[] = [];
    for (const op of operations.filter((o) => o.path.startsWith("/api/") && o.method !== "GET")) {
      const answer = await send(op.method, fill(op.path, "1"), { contentType: "application/json", body: "{broken" });
      if (answer.status < 400) continue;
      const isJson = answer.contentType.includes("application/json");
      const parsed = isJson ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
      const hasMessage = typeof parsed.message === "string" || typeof parsed.error_description === "string";
      if (!isJson || !hasMessage || /at .+\.ts:\d+/.test(answer.text))
        offenders.push(`${op.method} ${op.path} → ${answer.status} ${answer.text.slice(0, 100)}`);
    }
    expect(offenders).toEqual([]);
  }, 120_000);
});
