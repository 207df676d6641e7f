import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

export default defineConfig({
  ...sourceResolve,
  test: {
    name: "client",
    environment: "jsdom",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 20_000,
    // Suites start a real server (migrations, demo data) in beforeAll: a deadline for a hang, as in the other packages.
    hookTimeout: 60_000,
  },
});
