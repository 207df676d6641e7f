// The deployable: the compiled server run by plain node, its start errors, and its shutdown with requests in flight.
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { connect } from "node:net";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, connectionRefused, SERVER_DIR, startServerProcess } from "./server-process";
import type { ServerProcess } from "./server-process";

const REPO_ROOT = join(SERVER_DIR, "../..");
const UPLOAD_SIZE = 200_000;

beforeAll(() => buildServer(), 120_000);

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username }).toString(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A signed simple-upload URL of the demo learner (path and query, for a raw request). */
async function uploadTarget(server: ServerProcess): Promise<string> {
  const token = await signIn(server.url, "learner");
  const response = await fetch(
    `${server.url}/api/km/v1/file/upload?bucketName=sxz-image&fileName=slow.bin&module=avatar`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const { data } = (await response.json()) as { data: { url: string } };
  const url = new URL(data.url);
  return url.pathname + url.search;
}

/** An upload whose body arrives in two halves, the second when the test sends it: a request held in flight. */
function slowUpload(port: number, target: string): { socket: Socket; sendRest(): void; answer: Promise<string> } {
  const body = randomBytes(UPLOAD_SIZE);
  const socket = connect({ host: "127.0.0.1", port });
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const answer = new Promise<string>((resolve) => {
    socket.once("close", () => resolve(received));
    socket.once("error", () => undefined);
  });
  socket.write(
    `PUT ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${UPLOAD_SIZE}\r\nConnection: keep-alive\r\n\r\n`,
  );
  socket.write(body.subarray(0, UPLOAD_SIZE / 2));
  return { socket, sendRest: () => socket.write(body.subarray(UPLOAD_SIZE / 2)), answer };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the compiled server", () => {
  it("runs under plain node from its bin, answers a real call, and exits 0 on SIGTERM", async () => {
    const server = await startServerProcess();
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { data: { db: string } }).data.db).toBe(
        server.database.databaseUrl ? "postgres" : "sqlite",
      );
      expect(await signIn(server.url, "learner")).toMatch(/\S{20,}/);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      // No TypeScript loader anywhere in the process: the bin runs the bundle.
      expect(server.child.spawnargs.join(" ")).not.toMatch(/tsx|ts-node|\.ts\b/);
    } finally {
      await server.dispose();
    }
  }, 120_000);

  it("on SIGTERM stops accepting connections, lets an upload in flight finish, then exits 0", async () => {
    const server = await startServerProcess({ SHUTDOWN_TIMEOUT: "30" });
    try {
      const upload = slowUpload(server.port, await uploadTarget(server));
      await pause(500);
      server.child.kill("SIGTERM");
      let refused = false;
      for (let attempt = 0; attempt < 100 && !refused; attempt++) {
        refused = await connectionRefused(server.port);
        if (!refused) await pause(50);
      }
      expect(refused).toBe(true);
      expect(server.child.exitCode).toBeNull();
      upload.sendRest();
      const answer = await upload.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer).toContain(`"size":${UPLOAD_SIZE}`);
      expect(await server.exited).toBe(0);
    } finally {
      await server.dispose();
    }
  }, 120_000);

  it("cuts what is still in flight at SHUTDOWN_TIMEOUT and exits 1", async () => {
    const server = await startServerProcess({ SHUTDOWN_TIMEOUT: "1" });
    try {
      const upload = slowUpload(server.port, await uploadTarget(server));
      await pause(500);
      const signalled = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(1);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
      expect(await upload.answer).not.toMatch(/^HTTP\/1\.1 200 /);
      expect(server.output()).toContain("shutdown timeout");
    } finally {
      await server.dispose();
    }
  }, 120_000);
});

describe("better-sqlite3 is optional", () => {
  /** The bundle with every installed package except better-sqlite3, as an install without the optional package has. */
  let withoutSqlite: string;
  beforeAll(() => {
    withoutSqlite = mkdtempSync(join(tmpdir(), "sxz-no-sqlite-"));
    mkdirSync(join(withoutSqlite, "dist"));
    mkdirSync(join(withoutSqlite, "node_modules"));
    copyFileSync(join(SERVER_DIR, "dist/main.js"), join(withoutSqlite, "dist/main.js"));
    for (const name of readdirSync(join(REPO_ROOT, "node_modules"))) {
      if (name === "better-sqlite3" || name.startsWith(".")) continue;
      symlinkSync(join(REPO_ROOT, "node_modules", name), join(withoutSqlite, "node_modules", name));
    }
  });
  afterAll(() => rmSync(withoutSqlite, { recursive: true, force: true }));

  it("without it and without DATABASE_URL, the start stops with exit 2 and says what to do", async () => {
    const start = startServerProcess({ DATABASE_URL: "" }, join(withoutSqlite, "dist/main.js"));
    const error = await start.then(
      () => undefined,
      (reason: unknown) => String(reason),
    );
    expect(error).toContain("exited with 2");
    expect(error).toContain("better-sqlite3");
    expect(error).toContain("DATABASE_URL");
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "without it, a server with DATABASE_URL starts and serves (needs TEST_DATABASE_URL)",
    async () => {
      const server = await startServerProcess({}, join(withoutSqlite, "dist/main.js"));
      try {
        expect(((await (await fetch(`${server.url}/api/health`)).json()) as { data: { db: string } }).data.db).toBe(
          "postgres",
        );
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      } finally {
        await server.dispose();
      }
    },
    120_000,
  );
});
