// The server as deployed: compiled by scripts/build.mjs and run by plain node through bin/sxz-server.js, in its own
// process, on a fresh database of its own (SQLite, or PostgreSQL when TEST_DATABASE_URL is set).
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const BIN = join(SERVER_DIR, "bin/sxz-server.js");

/** Compiles the server into dist/ (the build writes atomically, so suites building at once do not collide). */
export function buildServer(): void {
  const result = spawnSync(process.execPath, [join(SERVER_DIR, "scripts/build.mjs")], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}${result.stdout}`);
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  database: TestDatabase;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends the process if it still runs and drops its database. */
  dispose(): Promise<void>;
}

/** Runs `node <entry>` (the bin by default) and waits until it listens and its readiness probe answers 200. */
export async function startServerProcess(env: Record<string, string> = {}, entry = BIN): Promise<ServerProcess> {
  const database = await createTestDatabase();
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      LOG_LEVEL: "warn",
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    await database.drop();
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 90 s:\n${output}`)), 90_000);
    const onData = () => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await dispose();
    throw error;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const status = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (attempt > 100) throw new Error(`readiness never answered 200 (last ${status}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, port, database, output: () => output, exited, dispose };
}

/** Whether a new TCP connection to the port is refused (the server stopped accepting). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
