import { startTestServer } from "../../../server/src/testing";
import type { TestServer } from "../../../server/src/testing";

interface JsdomHandle {
  reconfigure(settings: { url?: string }): void;
  window: { _origin: string };
}

/**
 * Starts the real reference server and moves the jsdom page onto its origin, so the client's calls are
 * same-origin as in production (no CORS in the way, cookies shared with the server). Returns the server;
 * `restore()` puts the page back on jsdom's default address.
 */
export async function pageOnServer(env: Record<string, string> = {}): Promise<TestServer & { restore(): void }> {
  const server = await startTestServer(env);
  const dom = (globalThis as unknown as { jsdom: JsdomHandle }).jsdom;
  const previous = location.href;
  const win = dom.window;
  const previousOrigin = win._origin;
  // jsdom's reconfigure() moves the document but not the origin its XMLHttpRequest sends from; move both.
  dom.reconfigure({ url: `${server.url}/` });
  win._origin = new URL(server.url).origin;
  return {
    ...server,
    restore: () => {
      dom.reconfigure({ url: previous });
      win._origin = previousOrigin;
    },
  };
}

export { countRequests } from "../support/test-http";
