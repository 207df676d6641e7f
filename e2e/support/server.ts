import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SOURCE_CONDITION_FLAG } from "../../scripts/workspace-sources.mjs";
import { SQLITE_FILE, sqliteTemplate } from "../../packages/server/src/testing";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for assertions on its log and for failure reports. */
  output: () => string;
  /** Moves the server's clock forward (only for a server started with `controlledClock`); resolves once it moved. */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerPlacement {
  /** Run on this data folder (kept on stop, so a test can start the server again on the same database). */
  dataDir?: string;
  /** Listen on this port (0 picks a free one), e.g. to bring a stopped server back at the same address. */
  port?: number;
  /** Start the server with a clock the test moves forward (e2e/support/server-clock.mjs), e.g. past a token's lifetime. */
  controlledClock?: boolean;
}

/**
 * Starts the real server the way `npm start` does (main.ts under tsx) on a free port with a fresh SQLite
 * database and the demo data, and resolves once it prints its URL.
 */
export async function startServer(
  env: Record<string, string> = {},
  placement: ServerPlacement = {},
): Promise<RunningServer> {
  const ownsDataDir = placement.dataDir === undefined;
  const dataDir = placement.dataDir ?? mkdtempSync(join(tmpdir(), "sxz-e2e-"));
  // A fresh folder for a server that seeds the demo data starts from the seeded copy (packages/server/src/testing.ts).
  const settings: Record<string, string | undefined> = { ...process.env, NODE_ENV: "test", ...env };
  const seeds =
    !/^(0|false|no|off)$/i.test(settings.SEED_DEMO_DATA?.trim() ?? "") &&
    settings.NODE_ENV !== "production" &&
    !settings.DATABASE_URL;
  if (ownsDataDir && seeds) copyFileSync(await sqliteTemplate(), join(dataDir, SQLITE_FILE));
  const clock = placement.controlledClock ? ["--import", join(root, "e2e/support/server-clock.mjs")] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [SOURCE_CONDITION_FLAG, ...clock, "--import", "tsx", join(root, "packages/server/src/main.ts")],
    {
      cwd: root,
      // Vite's build() (bundleModule) sets NODE_ENV=production in this process; the server must not inherit it.
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "100000",
        LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
        ...env,
        PORT: String(placement.port ?? 0),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      },
      stdio: placement.controlledClock ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  let clockMoves = 0;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    advanceClock(ms: number) {
      if (!placement.controlledClock)
        return Promise.reject(new Error("the server was not started with controlledClock"));
      const id = ++clockMoves;
      return new Promise<void>((resolve) => {
        const onMessage = (message: { type?: string; id?: number }) => {
          if (message?.type !== "clock-advanced" || message.id !== id) return;
          child.off("message", onMessage);
          resolve();
        };
        child.on("message", onMessage);
        child.send({ type: "advance-clock", ms, id });
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
