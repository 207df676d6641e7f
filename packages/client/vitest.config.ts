import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "client", environment: "jsdom", include: ["src/**/*.test.ts", "test/**/*.test.ts"], testTimeout: 20_000 },
});
