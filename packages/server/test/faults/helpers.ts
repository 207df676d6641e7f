// A server process for the fault suites: the compiled server under plain node (signals reach it directly, as in a
// deployment), started before its database may be there, its output read, its exit awaited.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { BIN } from "../deploy/server-process";
import { freePort } from "../support/server-process";

export { buildServer } from "../deploy/server-process";
export { freePort };

export interface FaultServer {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The exit code once the process ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves once readiness answers `status` (200 by default) with a body matching `body`; rejects at the deadline. */
  waitForReadiness(status?: number, deadlineMs?: number): Promise<Record<string, unknown>>;
  /** SIGKILL if it still runs. */
  kill(): Promise<void>;
}

/** `node bin/sxz-server.js` with `env` (DATA_DIR required) on a free port; does not wait for anything. Build it first (buildServer). */
export async function spawnServer(env: Record<string, string>): Promise<FaultServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN], {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    port,
    output: () => output,
    exited,
    async waitForReadiness(status = 200, deadlineMs = 90_000) {
      const deadline = Date.now() + deadlineMs;
      let last = "no answer";
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
        const answer = await fetch(`${url}/api/health/ready`).then(
          async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }),
          () => undefined,
        );
        if (answer?.status === status) return answer.body;
        last = answer ? `${answer.status} ${JSON.stringify(answer.body)}` : "no answer";
        await new Promise((wait) => setTimeout(wait, 100));
      }
      throw new Error(`readiness did not answer ${status} within ${deadlineMs} ms (last: ${last}):\n${output}`);
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** The password grant for a demo user (password = user name). */
export async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username }).toString(),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The JSON log lines of a process's output whose `msg` starts with `text`. */
export function logLines(output: string, text: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    })
    .filter((line) => typeof line.msg === "string" && line.msg.startsWith(text));
}
