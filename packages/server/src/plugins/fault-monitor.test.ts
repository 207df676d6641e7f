import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { FaultMonitor } from "./fault-monitor";

function monitor() {
  const lines: Array<Record<string, unknown>> = [];
  // Fastify's own logger (pino), writing its lines here.
  const { log } = Fastify({
    logger: {
      level: "info",
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  let now = 0;
  const faults = new FaultMonitor(log, () => now);
  return { faults, lines, advance: (ms: number) => (now += ms), messages: () => lines.map((line) => line.msg) };
}

describe("the fault monitor", () => {
  it("logs one line when an outage begins and one when it ends, however many requests meet it", () => {
    const { faults, messages, advance, lines } = monitor();
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (let request = 0; request < 50; request++) faults.answered("database-unavailable", refused);
    advance(3200);
    faults.databaseAnswered("select 1");
    faults.databaseAnswered("select 1");
    expect(messages()).toEqual(["database unreachable: answering 503 until it is back", "database reachable again"]);
    expect(lines[0]).toMatchObject({ level: 40, cause: "connect ECONNREFUSED 127.0.0.1:5432" });
    expect(lines[1]).toMatchObject({ downForSeconds: 3.2 });
    expect(faults.outages).toBe(1);
    expect(faults.answers["database-unavailable"]).toBe(50);
  });

  it("a full disk ends when its probe passes; PostgreSQL's own full disk when a write query succeeds", async () => {
    const { faults, messages } = monitor();
    let diskFull = true;
    faults.setWriteProbe("disk-full", async () => {
      if (diskFull) throw Object.assign(new Error("no space"), { code: "ENOSPC" });
    });
    faults.answered(
      "disk-full",
      Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
    );
    faults.answered("disk-full", Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }));
    expect(await faults.recheckWrites()).toMatchObject({ state: "degraded", fault: "disk-full" });
    diskFull = false;
    expect(await faults.recheckWrites()).toEqual({ state: "ok" });

    faults.answered("disk-full", Object.assign(new Error("could not extend file"), { code: "53100" }));
    // The probe of DATA_DIR passes, but says nothing of the database server's disk.
    expect(await faults.recheckWrites()).toMatchObject({ state: "degraded", checkedBy: "database-write" });
    faults.databaseAnswered("select 1");
    expect(faults.writes.state).toBe("degraded");
    faults.databaseAnswered('insert into "reviews" ("score") values ($1)');
    expect(faults.writes.state).toBe("ok");
    expect(messages().filter((message) => String(message).startsWith("writes failing"))).toHaveLength(2);
    expect(faults.writeFaults["disk-full"]).toBe(2);
  });
});
