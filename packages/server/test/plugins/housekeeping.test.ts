import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleHousekeeping } from "../../src/plugins/housekeeping";

// The schedule's timers run on Vitest's clock: a job "slower than the interval" is one whose own timer the test
// moves past several ticks of the schedule, never a wait on the real clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
});
afterEach(() => {
  vi.useRealTimers();
});

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
    expect(runs).toBe(1);
    // Ten ticks of the interval while each run takes three and a half: the ticks queue behind the run in progress.
    await vi.advanceTimersByTimeAsync(100);
    for (let i = 0; i < 20 && runs < 4; i += 1) await vi.advanceTimersByTimeAsync(35);
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(mostAtOnce).toBe(1);
    // Closing waits for the queued runs, each on the test's clock.
    const closed = app.close();
    await vi.advanceTimersByTimeAsync(10_000);
    await closed;
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
    expect(started).toBe(1);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await closing;
    expect(finished).toBe(1);
    // Past the interval: the timer is gone, so no second run starts.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(started).toBe(1);
  });
});
