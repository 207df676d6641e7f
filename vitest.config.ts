import { defineConfig } from "vitest/config";

// One run covers every package; each package keeps its own environment in its vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["packages/contract", "packages/client", "packages/reviews", "packages/server", "apps/demo"],
    // A worker per core (Vitest's default leaves one free: one worker on a two-core machine). Files are independent
    // (each starts its own server on its own database), and much of their time is spent in I/O and timers.
    maxWorkers: "100%",
  },
});
