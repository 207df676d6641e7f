import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

export default defineConfig({
  ...sourceResolve,
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Each test file starts its own real server on its own database.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
