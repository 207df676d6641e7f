import { createHash } from "node:crypto";
import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { signIn } from "../support/api";

/**
 * Requests must arrive in time: headers within REQUEST_TIMEOUT, bodies within REQUEST_TIMEOUT plus 1/REQUEST_BODY_MIN_RATE
 * seconds per byte received, never stalling for REQUEST_TIMEOUT. Proven over raw sockets that trickle bytes, as a
 * slow-body attacker does; a steady upload well above the minimum rate takes as long as it needs.
 */

interface Exchange {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from connect until the server closed the connection (or `limitMs` passed: -1). */
  closed(limitMs: number): Promise<number>;
}

function open(baseUrl: string): Promise<Exchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = "";
    let closedAt: number | undefined;
    const waiters: Array<() => void> = [];
    const socket = connect({ host: hostname, port: Number(port) }, () =>
      resolve({
        socket,
        received: () => text,
        closed: (limitMs) =>
          new Promise((done) => {
            if (closedAt !== undefined) return done(closedAt - started);
            const timer = setTimeout(() => done(-1), limitMs);
            waiters.push(() => {
              clearTimeout(timer);
              done(closedAt! - started);
            });
          }),
      }),
    );
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("close", () => {
      closedAt = Date.now();
      for (const waiter of waiters) waiter();
    });
    socket.on("error", reject);
  });
}

/** Writes one byte every `everyMs` until the socket closes or `count` bytes went out. */
function trickle(socket: Socket, count: number, everyMs: number): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= count) return clearInterval(timer);
    socket.write("x");
    sent += 1;
  }, everyMs);
}

it("REQUEST_TIMEOUT and REQUEST_BODY_MIN_RATE are validated at start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-config-"));
  try {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ requestTimeoutSeconds: 30, requestBodyMinRate: 1024 });
    expect(loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT: "120", REQUEST_BODY_MIN_RATE: "0" })).toMatchObject({
      requestTimeoutSeconds: 120,
      requestBodyMinRate: 0,
    });
    for (const [name, value] of [
      ["REQUEST_TIMEOUT", "0"],
      ["REQUEST_TIMEOUT", "3601"],
      ["REQUEST_TIMEOUT", "1.5"],
      ["REQUEST_BODY_MIN_RATE", "-1"],
      ["REQUEST_BODY_MIN_RATE", "fast"],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { code: number; message: string };

describe("requests must arrive in time", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ REQUEST_TIMEOUT: "1", REQUEST_BODY_MIN_RATE: "4096" });
    token = await signIn(server, "learner");
  });
  afterAll(async () => server.close());

  it("a body trickled a byte at a time is cut with 408 and the envelope after about REQUEST_TIMEOUT", async () => {
    const exchange = await open(server.url);
    exchange.socket.write(
      "POST /api/message/v1/open/event HTTP/1.1\r\nHost: x\r\nsxz-lang: en_US\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n",
    );
    trickle(exchange.socket, 500, 100);
    const closedAfter = await exchange.closed(5000);
    expect(closedAfter).toBeGreaterThan(900);
    expect(closedAfter).toBeLessThan(3000);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(exchange.received())).toEqual({
      code: 408,
      data: null,
      message: "The request took too long to arrive and was cut off. Please try again.",
    });
  });

  it("a body that stops half-way is cut after REQUEST_TIMEOUT of silence", async () => {
    const exchange = await open(server.url);
    exchange.socket.write(
      `PUT /api/foundation/configProperty/value/x HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"value":"`,
    );
    const closedAfter = await exchange.closed(5000);
    expect(closedAfter).toBeGreaterThan(900);
    expect(closedAfter).toBeLessThan(3000);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("headers trickled a byte at a time are cut with 408", async () => {
    const exchange = await open(server.url);
    exchange.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    trickle(exchange.socket, 500, 100);
    const closedAfter = await exchange.closed(6000);
    expect(closedAfter).toBeGreaterThan(900);
    expect(closedAfter).toBeLessThan(4000);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(exchange.received()).code).toBe(408);
  });

  it("[CL-UP-1] an upload arriving steadily above the minimum rate takes as long as it needs; a cut upload's link can be used again", async () => {
    const ticket = await (
      await fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-course&module=video&fileName=slow.bin`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const path = new URL(ticket.data.url);
    const target = `${path.pathname}${path.search}`;

    // First a PUT that stalls after a few bytes: cut, nothing stored, the link stays usable.
    const stalled = await open(server.url);
    stalled.socket.write(
      `PUT ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000\r\n\r\nabc`,
    );
    expect(await stalled.closed(5000)).toBeGreaterThan(0);
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 /);
    // The cut PUT gives its claim back as its handler winds down.
    const status = async () =>
      (
        await server.app.database.db
          .selectFrom("stored_files")
          .select("status")
          .where("uuid", "=", ticket.data.uuid)
          .executeTakeFirst()
      )?.status;
    await expect.poll(status, { timeout: 5000 }).toBe("pending");

    // Then 48 KiB at about 16 KiB/s: three times REQUEST_TIMEOUT, four times the minimum rate.
    const content = Buffer.alloc(48 * 1024, 7);
    const steady = await open(server.url);
    steady.socket.write(
      `PUT ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${content.length}\r\nConnection: close\r\n\r\n`,
    );
    for (let offset = 0; offset < content.length; offset += 4096) {
      steady.socket.write(content.subarray(offset, offset + 4096));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await steady.closed(5000)).toBeGreaterThan(2500);
    expect(steady.received()).toMatch(/^HTTP\/1\.1 200 /);
    const stored = bodyOf(steady.received()) as unknown as { data: { size: number; sha256: string } };
    expect(stored.data.size).toBe(content.length);
    expect(stored.data.sha256).toBe(createHash("sha256").update(content).digest("hex"));
  }, 20_000);

  it("ordinary requests on a kept-alive connection idle longer than REQUEST_TIMEOUT between them are not affected", async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${server.url}/api/message/v1/open/event`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ msgType: "tracking_open", msgContent: { eventCode: "timely", eventType: "view" } }),
      });
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  });

  it("a request injected in-process (no network socket) is not timed, however long its test runs", async () => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/api/message/v1/open/event",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ msgType: "tracking_open", msgContent: { eventCode: "injected", eventType: "view" } }),
    });
    expect(answer.statusCode).toBe(200);
    // Past REQUEST_TIMEOUT: a watcher left on the stand-in socket would now try to cut it and throw.
    await new Promise((resolve) => setTimeout(resolve, 1600));
  });
});
