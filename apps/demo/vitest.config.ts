import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: { name: "demo", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"] },
});
