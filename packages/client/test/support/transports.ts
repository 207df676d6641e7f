import { createPageState } from "../../src/storage/page-state";
import { createPlatformFetch } from "../../src/fetch";
import type { PlatformFetchCall, PlatformFetchOptions } from "../../src/fetch";
import { testClient } from "./page";

/** One way of calling the platform, as a rule test sees it: a call, what the page was sent to, and the end. */
export interface TransportUnderTest {
  request(call: PlatformFetchCall): Promise<{ status: number; data: unknown }>;
  navigations: string[];
  dispose(): void;
}

export interface Transport {
  name: string;
  create(options?: PlatformFetchOptions): TransportUnderTest;
}

/**
 * The two transports that apply the same rules: the full client's axios `http` and the lean fetch core
 * (`@sxz/client/fetch`). Rule tests that are about what leaves the page or comes back run over both.
 */
export const TRANSPORTS: Transport[] = [
  {
    name: "axios client.http",
    create(options = {}) {
      const client = testClient(options);
      return {
        request: (call) => client.http.request(call),
        navigations: client.navigations,
        dispose: () => client.dispose(),
      };
    },
  },
  {
    name: "fetch core",
    create(options = {}) {
      const navigations: string[] = [];
      const core = createPlatformFetch({
        pageState: createPageState(),
        navigate: (url) => navigations.push(url),
        ...options,
      });
      return { request: (call) => core(call), navigations, dispose: () => core.dispose() };
    },
  },
];
