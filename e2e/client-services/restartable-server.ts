import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (main.ts, as `npm start` does) on a given data folder and port, so a test can stop
 * it and start it again where it was: same address, same database, same token secret.
 */
export async function startServerAt(dataDir: string, port = 0): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "100000", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
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
    port: Number(new URL(url).port),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
