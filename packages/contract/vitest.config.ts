import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

export default defineConfig({
  ...sourceResolve,
  test: {
    name: "contract",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The command's suite starts the real server and another platform's stand-in: deadlines for a hang, as in the
    // other packages, not Vitest's 5 s and 10 s (a loaded machine needs more for the first start of a process).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
