import { test as base, expect } from "@playwright/test";
import { startServer } from "./server";
import type { RunningServer } from "./server";

/**
 * `server` is one real server per worker with its own fresh database; `baseURL` points at it, so
 * `page.goto("/")` opens the demo site it serves. Tests that need other settings call startServer().
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };
