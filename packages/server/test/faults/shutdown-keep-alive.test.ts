// SIGTERM while keep-alive clients keep sending: every request gets an answer, or its connection is refused or closed
// before the request goes out — never a reset of a request already sent.
import { Agent, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildServer, spawnServer } from "./helpers";
import type { FaultServer } from "./helpers";

interface Outcome {
  /** HTTP status, or the error code when no answer came. */
  result: number | string;
  /** Whether the request went out on a connection an earlier request had used. */
  reused: boolean;
  connectionHeader: string | undefined;
  afterSignal: boolean;
}

function get(agent: Agent, port: number, path: string): Promise<Omit<Outcome, "afterSignal">> {
  return new Promise((resolve) => {
    const outgoing = request(
      { agent, host: "127.0.0.1", port, path, method: "GET", headers: { "sxz-lang": "en_US" } },
      (response) => {
        response.resume();
        response.once("end", () =>
          resolve({
            result: response.statusCode ?? 0,
            reused: outgoing.reusedSocket,
            connectionHeader: response.headers.connection,
          }),
        );
        response.once("error", (error: NodeJS.ErrnoException) =>
          resolve({ result: error.code ?? error.message, reused: outgoing.reusedSocket, connectionHeader: undefined }),
        );
      },
    );
    outgoing.once("error", (error: NodeJS.ErrnoException) =>
      resolve({ result: error.code ?? error.message, reused: outgoing.reusedSocket, connectionHeader: undefined }),
    );
    outgoing.end();
  });
}

beforeAll(() => buildServer(), 120_000);
describe("SIGTERM with keep-alive clients", () => {
  it("requests on kept-alive connections get an answer (with Connection: close after the signal) or a clean refusal, never a reset", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-keepalive-"));
    let server: FaultServer | undefined;
    try {
      server = await spawnServer({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT: "20" });
      await server.waitForReadiness(200);
      const port = server.port;
      let signalled = false;
      const outcomes: Outcome[] = [];
      const clients = Array.from({ length: 8 }, async (_, id) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          // Until the port refuses connections (the server stopped listening), bounded.
          for (let sent = 0; sent < 5000; sent++) {
            const path =
              id % 2 === 0 ? "/api/health" : "/api/universal/v1/score/queryMsgCountProportions?resourceId=course-intro";
            const outcome = { ...(await get(agent, port, path)), afterSignal: signalled };
            outcomes.push(outcome);
            if (outcome.result === "ECONNREFUSED") return;
          }
        } finally {
          agent.destroy();
        }
      });
      await vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(200), { timeout: 20_000, interval: 10 });
      signalled = true;
      server.child.kill("SIGTERM");
      await Promise.all(clients);
      expect(await server.exited).toBe(0);

      const answered = outcomes.filter((outcome) => typeof outcome.result === "number");
      const failed = outcomes.filter((outcome) => typeof outcome.result !== "number");
      // Only a refused new connection: nothing that was sent was cut.
      expect(failed.map((outcome) => outcome.result).filter((result) => result !== "ECONNREFUSED")).toEqual([]);
      expect(answered.filter((outcome) => outcome.afterSignal).length).toBeGreaterThan(0);
      for (const outcome of answered) expect([200, 503]).toContain(outcome.result);
    } finally {
      await server?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
