import type { FastifyInstance } from "fastify";

export interface HousekeepingJob {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  /** Also run once when the server is ready. */
  atStart?: boolean;
  run(): Promise<unknown>;
}

/**
 * Runs a clean-up job of the server on a timer: one run at a time (a slow run delays the next instead of
 * overlapping it), failures logged rather than thrown, the timer never keeping the process alive, and closing
 * the server waits for a run in progress (route plugins close before the database).
 */
export function scheduleHousekeeping(app: FastifyInstance, job: HousekeepingJob): void {
  let running: Promise<void> = Promise.resolve();
  const runOnce = () => {
    running = running.then(job.run).then(
      () => undefined,
      (error: unknown) => app.log.warn({ err: error }, `${job.name} failed`),
    );
  };
  const timer = setInterval(runOnce, job.everyMs);
  timer.unref();
  if (job.atStart) app.addHook("onReady", async () => runOnce());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
