import { createHash, timingSafeEqual } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { matchedRoute } from "../http/route-scope";

declare module "fastify" {
  interface FastifyRequest {
    /** Bytes the connection had read when an upload call began (upload byte counting). */
    uploadBytesAtStart: number | null;
  }
}

export const METRICS_PATH = "/metrics";

/** Routes whose OpenAPI tag is "uploads" and that receive a body: the calls that carry file bytes. */
function isUploadCall(request: FastifyRequest): boolean {
  const tags = (request.routeOptions?.schema as { tags?: string[] } | undefined)?.tags;
  return (request.method === "PUT" || request.method === "POST") && (tags?.includes("uploads") ?? false);
}

/**
 * A body read to its end counts its declared length; a refused or cut one counts what the connection read since the
 * call began (part of the body may have arrived with the headers, so this can fall a little short).
 */
function uploadBytesReceived(request: FastifyRequest, bytesAtStart: number): number {
  const declared = Number(request.headers["content-length"]);
  if (request.raw.complete && Number.isSafeInteger(declared) && declared >= 0) return declared;
  return Math.max(0, (request.raw.socket?.bytesRead ?? bytesAtStart) - bytesAtStart);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at `/metrics` (text format), in a registry of this app's own (several apps share a test process):
 * request durations by method, route pattern and status; database queries (and the PostgreSQL pool's sizes); upload
 * bytes received; node's default process metrics. With a token, a scrape must carry it as a bearer token; without
 * one the route is open, unless `enabled` is false (production without METRICS_TOKEN), when it answers 404.
 */
export const metrics = fp<{ token: string | undefined; enabled: boolean }>(
  async (app, { token, enabled }) => {
    if (!enabled) {
      // Registered all the same, so the demo site's fallback page never answers for it.
      app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.callNotFound());
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method, route pattern and status code.",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    const uploadBytes = new Counter({
      name: "upload_received_bytes_total",
      help: "Bytes read off the connection while serving upload calls (simple PUT, chunk, document).",
      registers: [registry],
    });
    const queryDuration = new Histogram({
      name: "db_query_duration_seconds",
      help: "Database query durations, by engine and outcome (ok or error).",
      labelNames: ["dialect", "outcome"] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers: [registry],
    });
    const { dialect, queries, pool } = app.database;
    const stopObserving = queries?.subscribe((event) => {
      queryDuration.observe(
        { dialect, outcome: event.level === "error" ? "error" : "ok" },
        event.queryDurationMillis / 1000,
      );
    });
    app.addHook("onClose", async () => stopObserving?.());
    if (pool) {
      const poolGauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      poolGauge("db_pool_connections_total", "PostgreSQL pool: connections open.", () => pool.totalCount);
      poolGauge("db_pool_connections_idle", "PostgreSQL pool: open connections not in use.", () => pool.idleCount);
      poolGauge(
        "db_pool_requests_waiting",
        "PostgreSQL pool: queries waiting for a connection.",
        () => pool.waitingCount,
      );
    }

    // Faults (plugins/fault-monitor.ts): read from the monitor at each scrape.
    const faults = app.faults;
    const counted = (counter: Counter<string>, value: number, labels: Record<string, string> = {}) => {
      counter.reset();
      counter.inc(labels, value);
    };
    new Counter({
      name: "db_outages_total",
      help: "Database outages begun (reachable to unreachable).",
      registers: [registry],
      collect() {
        counted(this, faults.outages);
      },
    });
    new Gauge({
      name: "db_available",
      help: "1 while the database answers, 0 during an outage.",
      registers: [registry],
      collect() {
        this.set(faults.database.state === "up" ? 1 : 0);
      },
    });
    new Counter({
      name: "write_faults_total",
      help: "Write faults begun (writes working to failing), by fault: disk-full, storage-unavailable.",
      labelNames: ["fault"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [fault, value] of Object.entries(faults.writeFaults)) this.inc({ fault }, value);
      },
    });
    new Gauge({
      name: "writes_degraded",
      help: "1 while writes fail (readiness says degraded), else 0.",
      registers: [registry],
      collect() {
        this.set(faults.writes.state === "degraded" ? 1 : 0);
      },
    });
    new Counter({
      name: "fault_answers_total",
      help: "Requests answered 503/507 because of a fault, by fault: database-unavailable, database-busy, disk-full, storage-unavailable.",
      labelNames: ["fault"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [fault, value] of Object.entries(faults.answers)) this.inc({ fault }, value);
      },
    });

    app.decorateRequest("uploadBytesAtStart", null);
    app.addHook("onRequest", async (request) => {
      if (isUploadCall(request)) request.uploadBytesAtStart = request.raw.socket?.bytesRead ?? null;
    });
    app.addHook("onResponse", async (request, reply) => {
      // Unmatched requests share one label: raw URLs would make a new series per scanned path.
      const route = matchedRoute(request) ?? "unmatched";
      requestDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (request.uploadBytesAtStart !== null)
        uploadBytes.inc(uploadBytesReceived(request, request.uploadBytesAtStart));
    });

    app.get(
      METRICS_PATH,
      { schema: { hide: true }, logLevel: "warn" },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (token !== undefined) {
          const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim() ?? "";
          if (!sameSecret(given, token)) {
            return reply
              .status(401)
              .header("www-authenticate", 'Bearer realm="metrics"')
              .type("text/plain")
              .send("metrics need the bearer token METRICS_TOKEN\n");
          }
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: "metrics" },
);
