// One line per request at info, with what an operator needs and none of the caller's secrets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

describe("request log", () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: "info" },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => server.close());

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("logs one info line per request: method, route pattern, status, duration, request id", async () => {
    const response = await fetch(`${server.url}/api/universal/v1/score/general?resourceId=course-1`);
    expect(response.status).toBe(200);
    // The line is written once the answer has left: awaited, then counted.
    const logged = () =>
      entries().filter((entry) => entry.msg === "request" && entry.route === "/api/universal/v1/score/general");
    await expect.poll(() => logged().length).toBeGreaterThan(0);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toMatchObject({
      level: 30,
      method: "GET",
      statusCode: 200,
      reqId: expect.any(String),
      durationMs: expect.any(Number),
    });
  });

  it("no token reaches the log: query parameters, Authorization, Cookie", async () => {
    const secrets = [
      "querysecret0123456789",
      "bearersecret0123456789",
      "cookiesecret0123456789",
      "refreshsecret0123456789",
    ];
    lines.length = 0;
    await fetch(`${server.url}/api/universal/v1/score/general?resourceId=course-1&access_token=${secrets[0]}`, {
      headers: { authorization: `Bearer ${secrets[1]}`, cookie: `sxz_token=${secrets[2]}` },
    });
    await fetch(`${server.url}/api/no-such-call?refresh_token=${secrets[3]}`);
    await expect.poll(() => entries().filter((entry) => entry.msg === "request")).toHaveLength(2);
    const text = lines.join("\n");
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("probes and scrapes are not logged at info (they come every few seconds)", async () => {
    lines.length = 0;
    await fetch(`${server.url}/api/health/ready`);
    await fetch(`${server.url}/metrics`);
    await fetch(`${server.url}/api/health`);
    // The last call's line closes the window: the probes' lines, had they been written, came before it.
    await expect.poll(() => entries().some((entry) => entry.route === "/api/health")).toBe(true);
    expect(entries().map((entry) => entry.route)).toEqual(["/api/health"]);
  });
});
