import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { scheduleHousekeeping } from "../../src/plugins/housekeeping";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("scheduled housekeeping", () => {
  it("runs at start and on its interval, one run at a time, and a failed run does not stop the next", async () => {
    const app = Fastify();
    let active = 0;
    let mostAtOnce = 0;
    let runs = 0;
    scheduleHousekeeping(app, {
      name: "test job",
      everyMs: 10,
      atStart: true,
      async run() {
        runs += 1;
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        // Slower than the interval: runs would overlap if the schedule let them.
        await pause(35);
        active -= 1;
        if (runs === 2) throw new Error("the database is away");
      },
    });
    await app.ready();
    await expect.poll(() => runs, { timeout: 3000 }).toBeGreaterThanOrEqual(4);
    expect(mostAtOnce).toBe(1);
    await app.close();
  });

  it("closing the server waits for the run in progress and stops the timer", async () => {
    const app = Fastify();
    let finished = 0;
    let started = 0;
    scheduleHousekeeping(app, {
      name: "slow job",
      everyMs: 60_000,
      atStart: true,
      async run() {
        started += 1;
        await pause(100);
        finished += 1;
      },
    });
    await app.ready();
    await expect.poll(() => started).toBe(1);
    await app.close();
    expect(finished).toBe(1);
    await pause(50);
    expect(started).toBe(1);
  });
});
