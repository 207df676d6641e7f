// Writes that fail underneath the server — a full database, a bucket gone — answer 507/503 with Retry-After, are
// logged once with their cause, and leave nothing half-written.
import { classifyAnswer, isRetryableStatus, retryAfterMs } from "@sxz/contract";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { startS3Server } from "../support/s3";
import type { S3TestServer } from "../support/s3";
import { SCORE, signIn } from "../support/api";

/** Log lines written by the server, parsed. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    named: (text: string) => lines.filter((line) => typeof line.msg === "string" && line.msg.startsWith(text)),
  };
}

const giveScore = (server: TestServer, token: string, resourceId: string) =>
  fetch(`${server.url}${SCORE}/giveScore`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "sxz-lang": "en_US" },
    body: JSON.stringify({ resourceId, moduleId: "course", score: 4, content: "x".repeat(200) }),
  });

describe.skipIf(!!process.env.TEST_DATABASE_URL)("a full SQLite database (SQLite runs only)", () => {
  const log = captureLog();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: "info" }, { logStream: log.stream });
  });
  afterAll(async () => server.close());

  it('[RW-ERR-1] a review write answers 507 with Retry-After and the fault (busy to every client), the cause logged once (not "cannot rollback"), and reads still work', async () => {
    const token = await signIn(server, "learner");
    // SQLite's own limit on the file's size: the next page it needs fails with SQLITE_FULL, as on a full disk, and
    // SQLite rolls the transaction back itself.
    const db = server.app.database.db;
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 500 && !refused; attempt++) {
      const answer = await giveScore(server, token, `full-${attempt}`);
      if (answer.status !== 200) refused = answer;
    }
    expect(refused?.status).toBe(507);
    expect(refused?.headers.get("retry-after")).toBe("60");
    const body = await refused?.json();
    expect(body).toEqual({
      code: 500,
      data: null,
      message: "The server has no room to store this right now. Nothing was saved; please try again later.",
      retryAfterSeconds: 60,
      fault: "disk-full",
    });
    // The widget's busy path (requestOnBusyError) and the client layer's retries, by the shared rules.
    expect(classifyAnswer(507, body)).toBe("busy");
    expect(isRetryableStatus(507)).toBe(true);
    expect(retryAfterMs({ "retry-after": refused?.headers.get("retry-after") }, body)).toBe(60_000);
    const again = await giveScore(server, token, "full-again");
    expect(again.status).toBe(507);
    // Reads are served meanwhile.
    expect((await fetch(`${server.url}${SCORE}/queryMsgCountProportions?resourceId=course-intro`)).status).toBe(200);

    const failing = log.named("writes failing");
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatchObject({ fault: "disk-full", cause: expect.stringContaining("SQLITE_FULL") });
    expect(JSON.stringify(log.lines)).not.toContain("cannot rollback");
    expect(log.named("unhandled error")).toEqual([]);

    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain('fault_answers_total{fault="disk-full"} 2');
    expect(metrics).toContain('write_faults_total{fault="disk-full"} 1');

    await sql.raw("pragma max_page_count = 1073741823").execute(db);
    expect((await giveScore(server, token, "full-after")).status).toBe(200);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  "a SQLite file another process holds locked (SQLite runs only)",
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => server.close());

    it("[RW-ERR-1] a write waits out the 5 s busy timeout, then answers 503 database-busy with Retry-After; the next one succeeds", async () => {
      const token = await signIn(server, "learner");
      const holder = new SQLite(join(server.config.dataDir, "sxz.sqlite"));
      try {
        holder.exec("BEGIN IMMEDIATE");
        const busy = await giveScore(server, token, "locked");
        expect(busy.status).toBe(503);
        expect(busy.headers.get("retry-after")).toBe("1");
        expect(await busy.json()).toMatchObject({ code: 500, fault: "database-busy", retryAfterSeconds: 1 });
        holder.exec("ROLLBACK");
      } finally {
        holder.close();
      }
      expect((await giveScore(server, token, "locked")).status).toBe(200);
      // Busy is no outage: readiness stays ready.
      expect(await (await fetch(`${server.url}/api/health/ready`)).json()).toEqual({ status: "ok" });
    }, 30_000);
  },
);

describe("an S3 bucket that stops answering", () => {
  const log = captureLog();
  let s3: S3TestServer;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ LOG_LEVEL: "info", ...(await s3.bucketEnv()) }, { logStream: log.stream });
  });
  afterAll(async () => {
    await server.close();
    await s3.close().catch(() => undefined);
  });

  it("an upload answers 503 storage-unavailable with Retry-After, logged once; readiness says degraded; a retry of the link meets the same answer", async () => {
    const token = await signIn(server, "learner");
    const ticket = (await (
      await fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-image&fileName=a.png&module=avatar`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      data: { url: string };
    };
    await s3.close();
    const put = () =>
      fetch(ticket.data.url, {
        method: "PUT",
        headers: { "content-type": "application/octet-stream", "sxz-lang": "en_US" },
        body: new Uint8Array(4096),
      });
    const first = await put();
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("30");
    const body = await first.json();
    expect(body).toMatchObject({
      code: 500,
      fault: "storage-unavailable",
      retryAfterSeconds: 30,
      message: expect.stringContaining("File storage"),
    });
    expect(classifyAnswer(503, body)).toBe("busy");
    // The link was given back: a retry meets the same fault, not "already in progress".
    expect((await put()).status).toBe(503);
    expect(log.named("writes failing")).toHaveLength(1);
    expect(log.named("writes failing")[0]).toMatchObject({ fault: "storage-unavailable" });
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "degraded", writes: "storage-unavailable" });
  });
});
