import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), "../../src/main.ts");
const TSX_CLI = createRequire(import.meta.url).resolve("tsx/cli");

/** A server started as its own operating-system process (`tsx src/main.ts`), as a deployment runs it. */
export interface ServerProcess {
  url: string;
  /** What the process wrote to stderr so far (for failure messages). */
  errors(): string;
  /** SIGTERM to this process only, then waits for it to exit; its data folder is removed. */
  stop(): Promise<void>;
}

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the server with `env` on a free port and its own data folder (or `sharedDataDir`, which several processes
 * may open and which stop() leaves in place); resolves once /api/health/ready answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  sharedDataDir?: string,
): Promise<ServerProcess> {
  const dataDir = sharedDataDir ?? mkdtempSync(join(tmpdir(), "sxz-process-"));
  const port = await freePort();
  // --conditions: the workspace packages from their sources (scripts/workspace-sources.mjs).
  const child: ChildProcess = spawn(process.execPath, [TSX_CLI, "--conditions=@sxz/source", MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server process exited with ${child.exitCode} before it was ready:\n${stderr}`);
    }
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server process not ready within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, errors: () => stderr, stop };
}
