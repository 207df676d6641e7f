import { defineConfig } from "vitest/config";

// One run covers every package; each package keeps its own environment in its vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["packages/contract", "packages/client", "packages/reviews", "packages/server", "apps/demo"],
  },
});
