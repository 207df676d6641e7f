import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";

// NODE_ENV is left alone here: defining it for tests breaks React's act().
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: {
    name: "reviews",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 20_000,
    // Suites start a real server (migrations, demo data) in beforeAll; a busy machine needs more than 10 s.
    hookTimeout: 60_000,
  },
});
