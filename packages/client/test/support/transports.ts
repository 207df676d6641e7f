import axios from "axios";
import { createPageState } from "../../src/storage/page-state";
import { createPlatformFetch } from "../../src/fetch";
import type { PlatformFetchCall, PlatformFetchOptions } from "../../src/fetch";
import { installPlatformPipeline } from "../../src/axios";
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
 * The three ways of calling through the one request pipeline: the full client's `http`, the lean core
 * (`@sxz/client/fetch`), and a host's own axios instance with the pipeline installed (`@sxz/client/axios`). Rule
 * tests about what leaves the page or comes back run over all three.
 */
export const TRANSPORTS: Transport[] = [
  {
    name: "client.http",
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
  {
    name: "host axios + installPlatformPipeline",
    create(options = {}) {
      const client = testClient(options);
      const instance = axios.create({ baseURL: options.baseURL ?? "" });
      const uninstall = installPlatformPipeline(instance, client);
      return {
        request: (call) => instance.request(call),
        navigations: client.navigations,
        dispose: () => {
          uninstall();
          client.dispose();
        },
      };
    },
  },
];
