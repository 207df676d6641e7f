import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_DEPTH, nestsDeeperThan } from "../../src/http/body-depth";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { rawRequest } from "./raw-http";

/** Bodies nested thousands deep are refused with 400 before any route code runs; ordinary nesting is untouched. */

const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);

describe("body depth cap", () => {
  let server: TestServer;
  let token: string;
  let jsonOperations: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    server = await startTestServer();
    const login = await fetch(`${server.url}/api/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=password&username=admin&password=admin",
    });
    token = ((await login.json()) as { access_token: string }).access_token;
    const document = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      paths: Record<string, Record<string, any>>;
    };
    jsonOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.["application/json"])
        .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "1") })),
    );
  });
  afterAll(async () => server.close());

  it("counts levels without recursion, whatever the depth", () => {
    expect(nestsDeeperThan(JSON.parse(deepArray(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(deepArray(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(deepObject(200_000)), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ wide: Array.from({ length: 100_000 }, (_, i) => ({ i })) }, MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan("text", MAX_BODY_DEPTH)).toBe(false);
  });

  it("every JSON route answers 400 naming the cap to a body nested thousands deep, never a 500", async () => {
    expect(jsonOperations.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const operation of jsonOperations) {
      for (const body of [
        `{"content":${deepArray(5000)}}`,
        `{"msgType":"tracking","msgContent":{"eventCode":"x","eventType":"view","extra":${deepArray(5000)}}}`,
        deepArray(3000),
      ]) {
        const answer = await rawRequest(server.url, `${operation.path}?sxz-lang=en_US`, {
          method: operation.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body,
        });
        const refused =
          answer.status === 400 &&
          String(answer.json?.message ?? answer.json?.error_description).includes(`more than ${MAX_BODY_DEPTH} levels`);
        if (!refused)
          failures.push(`${operation.method} ${operation.path} → ${answer.status} ${answer.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("[CL-API-3] a tracking event with a deeply nested field answers 400, also as a text/plain beacon; ordinary nesting is stored", async () => {
    const event = (extra: string) =>
      `{"msgType":"tracking_open","msgContent":{"eventCode":"depth","eventType":"view","extra":${extra}}}`;
    for (const contentType of ["application/json", "text/plain"]) {
      const deep = await rawRequest(server.url, "/api/message/v1/open/event?sxz-lang=en_US", {
        method: "POST",
        headers: { "content-type": contentType },
        body: event(deepArray(5000)),
      });
      expect(deep.status, contentType).toBe(400);
      expect(deep.json).toEqual({
        code: 400,
        data: null,
        message: `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`,
      });
      const ordinary = await rawRequest(server.url, "/api/message/v1/open/event", {
        method: "POST",
        headers: { "content-type": contentType },
        body: event(deepObject(10)),
      });
      expect(ordinary.status, contentType).toBe(200);
      expect(ordinary.json.data.stored).toBe(1);
    }
  });

  it("the message follows the request language", async () => {
    const answer = await rawRequest(server.url, "/api/message/v1/open/event", {
      method: "POST",
      headers: { "content-type": "application/json", "sxz-lang": "zh_CN" },
      body: `{"msgType":"tracking_open","msgContent":${deepArray(100)}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 400, data: null, message: `请求内容的嵌套层级超过 ${MAX_BODY_DEPTH} 层。` });
  });
});
