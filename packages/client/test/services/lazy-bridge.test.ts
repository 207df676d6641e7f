import { afterEach, describe, expect, it } from "vitest";
import { isBridgeError } from "../../src";
import { RECEIVE_FUNCTION } from "../../src/bridge/protocol";
import type { BridgeRequest } from "../../src/bridge/protocol";
import { WEB_FALLBACK_NAMES } from "../../src/bridge/supports";
import { webFallbacks } from "../../src/bridge/web-fallbacks";
import { resetPage, testClient } from "../support/page";

const page = globalThis as unknown as Record<string, unknown>;
const receive = (reply: unknown) => (page[RECEIVE_FUNCTION] as (raw: unknown) => void)(JSON.stringify(reply));

/** A simulated Android app that declares its APIs and answers each call on the next turn. */
function androidApp(capabilities: string[]) {
  const sent: BridgeRequest[] = [];
  page.sxzAndroidBridge = {
    capabilities: () => JSON.stringify(capabilities),
    postMessage(json: string) {
      const request = JSON.parse(json) as BridgeRequest;
      sent.push(request);
      setTimeout(() => receive({ id: request.id, code: 0, data: { answered: request.name, params: request.params } }));
    },
  };
  return sent;
}

afterEach(() => {
  delete page.sxzAndroidBridge;
});

describe("the platform client's bridge: supports() answers at once, the calling part loads with the first call", () => {
  it("[CL-BR-1] calls made before the bridge's calling part has loaded reach the app in order and resolve with its results", async () => {
    resetPage("/?tenantId=demo");
    const sent = androidApp(["getLocation", "chooseImage"]);
    const client = testClient({
      environment: { kind: "native", platform: "android", mobileWeb: false },
      bootstrap: false,
    });
    try {
      // Synchronous answers, before anything loaded.
      expect(client.bridge.supports("getLocation")).toBe(true);
      expect(client.bridge.supports("scanCode")).toBe(false);
      const location = client.bridge.call("getLocation", { precise: true });
      const images = client.bridge.chooseImage({ count: 3 });
      await expect(location).resolves.toEqual({ answered: "getLocation", params: { precise: true } });
      await expect(images).resolves.toEqual({ answered: "chooseImage", params: { count: 3 } });
      expect(sent.map((request) => request.name)).toEqual(["getLocation", "chooseImage"]);
    } finally {
      client.dispose();
    }
  });

  it("[CL-ERR-7] on plain web supports() knows the web fallbacks without loading them, and an unsupported call rejects naming the environment", async () => {
    resetPage("/?tenantId=demo&sxz-lang=en_US");
    const client = testClient({ environment: { kind: "web", mobileWeb: false }, bootstrap: false });
    try {
      expect(client.bridge.supports("chooseImage")).toBe(true);
      expect(client.bridge.supports("getLocation")).toBe(false);
      expect(client.bridge.supports("toString")).toBe(false);
      const refusal = await client.bridge.call("getLocation").catch((error: unknown) => error);
      expect(isBridgeError(refusal, "unsupported")).toBe(true);
      expect((refusal as Error).message).toMatch(/web/i);
    } finally {
      client.dispose();
    }
  });

  it("the names supports() answers from without loading the fallbacks are exactly the web fallbacks", () => {
    expect([...WEB_FALLBACK_NAMES].sort()).toEqual(Object.keys(webFallbacks).sort());
  });
});
