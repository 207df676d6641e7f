import { startTestServer } from "../../../server/src/testing";
import type { TestServer } from "../../../server/src/testing";

/**
 * The real reference server for jsdom tests. jsdom's XMLHttpRequest enforces CORS like a browser, and the page
 * origin of the client project is jsdom's default `http://localhost:3000`, so the server is started with that
 * origin allowed (CORS_ORIGINS) and calls go cross-origin from the page to `http://127.0.0.1:<port>`.
 */
export const PAGE_ORIGIN = "http://localhost:3000";

export function startReferenceServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ CORS_ORIGINS: PAGE_ORIGIN, REDIRECT_ALLOWED_HOSTS: "localhost:3000", ...env });
}

export type { TestServer };
