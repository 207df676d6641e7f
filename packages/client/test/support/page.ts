import Cookies from "js-cookie";
import { createPageState } from "../../src/storage/page-state";
import { createPlatformClient } from "../../src";
import type { PlatformClient, PlatformClientOptions } from "../../src";

/** Every URL the page sent to (its fetch calls and XMLHttpRequests), in order: what the network saw from this page. */
export function recordRequests(): { urls: string[]; count(pathPart: string): number; stop(): void } {
  const urls: string[] = [];
  const original = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    urls.push(`${String(args[0]).toUpperCase()} ${String(args[1])}`);
    return (original as (...rest: unknown[]) => void).apply(this, args);
  } as typeof original;
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(`${(init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase()} ${url}`);
    return originalFetch(input, init);
  };
  return {
    urls,
    count: (pathPart) => urls.filter((url) => url.includes(pathPart)).length,
    stop: () => {
      XMLHttpRequest.prototype.open = original;
      globalThis.fetch = originalFetch;
    },
  };
}

/** Forget every cookie and stored value between tests (one jsdom per file). */
export function resetPage(path = "/"): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", path);
}

export interface TestClient extends PlatformClient {
  navigations: string[];
}

/** A client whose navigations are recorded instead of performed (jsdom cannot navigate). */
export function testClient(options: PlatformClientOptions = {}): TestClient {
  const navigations: string[] = [];
  const client = createPlatformClient({
    pageState: createPageState(),
    navigate: (url) => navigations.push(url),
    ...options,
  });
  return Object.assign(client, { navigations });
}
