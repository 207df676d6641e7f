import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isAxiosError } from "axios";
import { HttpStatusError, TransportError } from "../src/http/transport";
import { RECEIVE_FUNCTION } from "../src/bridge/protocol";
import type { BridgeRequest } from "../src/bridge/protocol";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { recordRequests, resetPage, testClient } from "./support/page";

/**
 * CL-ENV-3 with a simulated Android app: the native side performs the HTTP call itself (here with Node's fetch,
 * as the app's own HTTP stack would) against the real server and hands the answer back through the bridge.
 */
let server: TestServer;
/** The app's own HTTP stack: the network as it is, not the page's fetch (which the test watches). */
const nativeFetch = globalThis.fetch;
const seenByNative: BridgeRequest[] = [];
let answering = true;

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetPage("/?tenantId=demo&sxz-lang=en_US");
  seenByNative.length = 0;
  answering = true;
  const receive = () => (globalThis as unknown as Record<string, (reply: unknown) => void>)[RECEIVE_FUNCTION]!;
  (globalThis as Record<string, unknown>).sxzAndroidBridge = {
    capabilities: () => JSON.stringify(["http", "chooseImage"]),
    postMessage(json: string) {
      const request = JSON.parse(json) as BridgeRequest;
      seenByNative.push(request);
      if (!answering) return;
      const { url, method, headers, body } = request.params as {
        url: string;
        method: string;
        headers: Record<string, string>;
        body?: string;
      };
      void nativeFetch(url, { method, headers, ...(body !== undefined ? { body } : {}) }).then(async (response) => {
        receive()(
          JSON.stringify({
            id: request.id,
            code: 0,
            data: {
              status: response.status,
              headers: Object.fromEntries(response.headers),
              data: await response.text(),
            },
          }),
        );
      });
    },
  };
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).sxzAndroidBridge;
  vi.useRealTimers();
});

describe("http through the native bridge", () => {
  it("[CL-ENV-3] inside a native app every call (login, refresh, API) goes through the bridge with the same request API", async () => {
    const recorder = recordRequests();
    const client = testClient({ baseURL: server.url });
    expect(client.env.environment).toEqual({ kind: "native", platform: "android", mobileWeb: false });
    await client.auth.login("learner", "learner");
    const me = await client.http.get("/api/accounts/users/me");
    expect(me.data.data.user_name).toBe("learner");
    const viaBridge = seenByNative.filter((request) => request.name === "http");
    const urls = viaBridge.map((request) => (request.params as { url: string }).url);
    // The login, the host-domain config read when storing tokens, the call itself and its membership check.
    expect(urls).toEqual(
      expect.arrayContaining([
        `${server.url}/api/auth/oauth/token?grant_type=password`,
        `${server.url}/api/accounts/users/me`,
      ]),
    );
    const meCall = viaBridge.find((request) =>
      (request.params as { url: string }).url.endsWith("/api/accounts/users/me"),
    )!;
    expect((meCall.params as { headers: Record<string, string> }).headers).toMatchObject({
      tenant_id: "demo",
      "sxz-lang": "en_US",
    });
    expect((meCall.params as { headers: Record<string, string> }).headers.Authorization).toMatch(/^Bearer /);
    // Nothing went through the web view's own fetch or XMLHttpRequest.
    expect(recorder.urls).toEqual([]);
    recorder.stop();
    client.dispose();
  });

  it("[CL-ENV-3] [CL-BR-2] error statuses reject like axios, and a bridge that never answers fails after 30 s", async () => {
    const client = testClient({ baseURL: server.url });
    const notFound = await client.http.get("/api/nothing-here").catch((reason: unknown) => reason);
    expect(notFound).toBeInstanceOf(HttpStatusError);
    // A host's axios still recognises the client's errors.
    expect(isAxiosError(notFound)).toBe(true);
    expect((notFound as HttpStatusError).response.status).toBe(404);

    vi.useFakeTimers();
    answering = false;
    const stuck = client.http.get("/api/health").catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(2);
    const error = await stuck;
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).code).toBe("ECONNABORTED");
    client.dispose();
  });
});
