// PostgreSQL going away under a running server, and not being there when it starts: real processes on a cluster of
// the suite's own (stopped with `pg_ctl stop -m fast` and started again, as a restart or failover does).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startPostgresCluster } from "../../../../scripts/postgres.mjs";
import { createPostgresDatabase } from "../../src/testing";
import { buildServer, logLines, signIn, spawnServer } from "./helpers";
import type { FaultServer } from "./helpers";

// These stop and start PostgreSQL, so they run on a cluster of their own, once: in the PostgreSQL stage of the tests.
const cluster = process.env.TEST_DATABASE_URL
  ? await startPostgresCluster()
  : { skipped: "runs in the PostgreSQL stage (TEST_DATABASE_URL set), on a cluster of its own", url: undefined };
afterAll(() => {
  if (cluster.url) cluster.stop();
});

interface Outcome {
  status: number;
  retryAfter: string | null;
  body: { code?: number; fault?: string } | null;
}

/** Light mixed load: `workers` loops, each a tracking write (its eventId kept when acknowledged) then a list read. */
function lightLoad(url: string, token: string, workers = 3) {
  const outcomes: Outcome[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let sequence = 0;
  const once = async (path: string, init: RequestInit): Promise<Outcome> => {
    try {
      const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      let body: Outcome["body"] = null;
      try {
        body = JSON.parse(text) as Outcome["body"];
      } catch {
        body = null;
      }
      return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
    } catch {
      return { status: 0, retryAfter: null, body: null };
    }
  };
  const worker = async (id: number) => {
    while (running) {
      const eventId = `outage-${id}-${sequence++}`;
      const write = await once("/api/message/v1/event", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "sxz-lang": "en_US" },
        body: JSON.stringify({ msgType: "tracking", msgContent: { eventCode: "outage", eventType: "test", eventId } }),
      });
      outcomes.push(write);
      if (write.status === 200) acknowledged.push(eventId);
      outcomes.push(
        await once("/api/universal/v1/score/queryMsgCountProportions?resourceId=course-intro", {
          headers: { "sxz-lang": "en_US" },
        }),
      );
      if (write.status !== 200) await new Promise((wait) => setTimeout(wait, 50));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, id) => worker(id)));
  return {
    outcomes,
    acknowledged,
    /** Resolves once `count` more writes were acknowledged (rejects at the deadline). */
    async moreAcknowledged(count: number, deadlineMs = 20_000) {
      const target = acknowledged.length + count;
      await vi.waitFor(
        () => {
          if (acknowledged.length < target)
            throw new Error(`only ${acknowledged.length}/${target} writes acknowledged`);
        },
        { timeout: deadlineMs, interval: 20 },
      );
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Resolves once `condition` holds, checked every 20 ms; rejects after `deadlineMs`. */
async function until(condition: () => boolean, what: string, deadlineMs = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`not seen within ${deadlineMs} ms: ${what}`);
    },
    { timeout: deadlineMs, interval: 20 },
  );
}

async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((row) => row.startsWith(name));
  return line ? Number(line.split(" ").pop()) : Number.NaN;
}

beforeAll(() => buildServer(), 120_000);
describe.skipIf(!cluster.url)(`PostgreSQL faults (${cluster.skipped ?? "own cluster"})`, () => {
  it("a restart under light load: the process survives, answers 503 with Retry-After meanwhile, is ready within 5 s after, and loses no acknowledged write", async () => {
    if (!("halt" in cluster)) throw new Error("no cluster");
    const databaseUrl = await createPostgresDatabase(cluster.url, "outage_restart");
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-outage-"));
    let server: FaultServer | undefined;
    try {
      server = await spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "info" });
      await server.waitForReadiness(200);
      const load = lightLoad(server.url, await signIn(server.url, "learner"));
      await load.moreAcknowledged(10);

      await cluster.halt();
      const down = await server.waitForReadiness(503, 10_000);
      expect(down).toEqual({ status: "database-unavailable" });
      // Requests keep coming while it is down, and each is answered.
      const before = load.outcomes.length;
      await until(
        () => load.outcomes.slice(before).filter((outcome) => outcome.status === 503).length >= 4,
        "four 503 answers while PostgreSQL is down",
      );
      expect(server.child.exitCode).toBeNull();

      await cluster.resume();
      const resumed = Date.now();
      await server.waitForReadiness(200, 5000);
      expect(Date.now() - resumed).toBeLessThan(5000);
      await load.moreAcknowledged(10);
      await load.stop();

      // Every answer was a success or a 503 with Retry-After and the 5xx body code: the client's "busy" (RW-ERR-1).
      const failures = load.outcomes.filter((outcome) => outcome.status !== 200);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure).toMatchObject({
          status: 503,
          retryAfter: "5",
          body: { code: 500, fault: "database-unavailable" },
        });
      }
      // No acknowledged write is missing.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ event_id: string }>(
        "SELECT event_id FROM tracking_events WHERE event_id = ANY($1)",
        [load.acknowledged],
      );
      await client.end();
      expect(new Set(rows.map((row) => row.event_id)).size).toBe(load.acknowledged.length);

      // One line per change of state, however many requests failed; no stack, no "unhandled error".
      const output = server.output();
      const downLines = logLines(output, "database unreachable");
      const upLines = logLines(output, "database reachable again");
      expect(downLines.length).toBeGreaterThanOrEqual(1);
      expect(upLines.length).toBe(downLines.length);
      expect(downLines.length).toBeLessThanOrEqual(2);
      expect(logLines(output, "unhandled error")).toEqual([]);
      expect(output).not.toMatch(/\n\s+at /);
      expect(await metric(server.url, "db_outages_total")).toBe(downLines.length);
      expect(await metric(server.url, "db_available")).toBe(1);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await server?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('down at start: the server waits (readiness 503 "starting"), then migrates and becomes ready; never up: exit 2 with one line', async () => {
    if (!("halt" in cluster)) throw new Error("no cluster");
    const databaseUrl = await createPostgresDatabase(cluster.url, "outage_start");
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-outage-"));
    let waiting: FaultServer | undefined;
    let giving: FaultServer | undefined;
    try {
      await cluster.halt();
      waiting = await spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_WAIT_SECONDS: "60" });
      expect(await waiting.waitForReadiness(503)).toEqual({ status: "starting" });
      const early = await fetch(
        `${waiting.url}/api/universal/v1/score/queryMsgCountProportions?resourceId=course-intro`,
      );
      expect(early.status).toBe(503);
      expect(early.headers.get("retry-after")).toBe("5");
      // It logs its back-off while it waits.
      await until(() => /not reachable yet/.test(waiting!.output()), "a back-off line in the log");
      await cluster.resume();
      await waiting.waitForReadiness(200, 20_000);
      expect((await fetch(`${waiting.url}/api/health`)).status).toBe(200);
      waiting.child.kill("SIGTERM");
      expect(await waiting.exited).toBe(0);

      await cluster.halt();
      giving = await spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_WAIT_SECONDS: "2" });
      expect(await giving.exited).toBe(2);
      const last = giving.output().trim().split("\n").pop();
      expect(last).toMatch(
        /^Database unavailable: the database 127\.0\.0\.1:\d+\/outage_start did not answer within 2 s \(.*ECONNREFUSED.*\)$/,
      );
      expect(giving.output()).not.toMatch(/\n\s+at /);
    } finally {
      await waiting?.kill();
      await giving?.kill();
      await cluster.resume().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
