// Prometheus metrics after real requests: the series, their labels (route patterns, never raw URLs), and who may scrape.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { signIn } from "../support/api";

const METRICS_TOKEN = "scrape-token-0123456789abcdef";

/** The value of one series line (`name{labels} value`), or undefined when the scrape has no such line. */
function seriesValue(scrape: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = scrape
    .split("\n")
    .find((candidate) => candidate.startsWith(`${name}{`) && wanted.every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

/** The value of a series without labels. */
function plainValue(scrape: string, name: string): number {
  return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(scrape)?.[1]);
}

describe("metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN });
  });
  afterAll(async () => server.close());

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  };

  it("request durations are labelled by method, route pattern and status; the raw URL never appears", async () => {
    const uuid = randomUUID();
    const stored = await fetch(`${server.url}/api/km/v1/file/static/${uuid}?signature=nope`);
    await fetch(`${server.url}/api/universal/v1/score/general?resourceId=course-1`);
    await fetch(`${server.url}/api/universal/v1/score/general?resourceId=course-1`);
    await fetch(`${server.url}/no/such/${uuid}`);
    const text = await scrape();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(
      seriesValue(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/universal/v1/score/general",
        status_code: "200",
      }),
    ).toBe(2);
    expect(
      seriesValue(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/km/v1/file/static/:uuid",
        status_code: String(stored.status),
      }),
    ).toBe(1);
    expect(
      seriesValue(text, "http_request_duration_seconds_bucket", {
        route: "/api/universal/v1/score/general",
        le: "+Inf",
      }),
    ).toBe(2);
    expect(text).not.toContain(uuid);
  });

  it("database queries, upload bytes received and the process's default metrics", async () => {
    const token = await signIn(server, "learner");
    const ticket = await fetch(
      `${server.url}/api/km/v1/file/upload?bucketName=sxz-image&fileName=a.bin&module=avatar`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const { data } = (await ticket.json()) as { data: { url: string; headers: Record<string, string> } };
    const before = plainValue(await scrape(), "upload_received_bytes_total");
    const put = await fetch(data.url, {
      method: "PUT",
      headers: data.headers,
      body: new Uint8Array(randomBytes(50_000)),
    });
    expect(put.status).toBe(200);
    const text = await scrape();
    expect(plainValue(text, "upload_received_bytes_total") - before).toBe(50_000);
    const dialect = server.app.database.dialect;
    expect(seriesValue(text, "db_query_duration_seconds_count", { dialect, outcome: "ok" })).toBeGreaterThan(0);
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, the pool's sizes: open, idle, waiting (needs TEST_DATABASE_URL)",
    async () => {
      const text = await scrape();
      expect(plainValue(text, "db_pool_connections_total")).toBeGreaterThan(0);
      expect(plainValue(text, "db_pool_connections_idle")).toBeGreaterThanOrEqual(0);
      expect(plainValue(text, "db_pool_requests_waiting")).toBe(0);
    },
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("on SQLite, no pool series (there is no pool)", async () => {
    expect(await scrape()).not.toContain("db_pool_");
  });

  it("a scrape without the METRICS_TOKEN bearer, or with another, answers 401", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer scrape-token-0123456789abcdeX" } }))
        .status,
    ).toBe(401);
  });
});

describe("metrics in production", () => {
  const production = {
    NODE_ENV: "production",
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_ORIGIN: "https://learn.example.com",
  };

  it("without METRICS_TOKEN, /metrics is switched off: a JSON 404, not the site's page", async () => {
    const server = await startTestServer(production);
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    } finally {
      await server.close();
    }
  });

  it("with METRICS_TOKEN, it answers the bearer only", async () => {
    const server = await startTestServer({ ...production, METRICS_TOKEN });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect(
        (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
