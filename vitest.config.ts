import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One run covers every package; each package keeps its own environment in its vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["packages/contract", "packages/client", "packages/reviews", "packages/server", "apps/demo"],
    // A worker per core (Vitest's default leaves one core free). The widget and client suites wait for events, never
    // for the clock (CONTRIBUTING.md, "Waiting in tests"), so a second worker beside them changes how long they take,
    // not what they prove: on two cores the jsdom suites took 262 s instead of 365 s in one run each, both passing.
    maxWorkers: availableParallelism(),
  },
});
