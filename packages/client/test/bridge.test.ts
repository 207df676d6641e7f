import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge } from "../src/bridge/bridge";
import { isBridgeError } from "../src";
import { RECEIVE_FUNCTION } from "../src/bridge/protocol";
import type { BridgeReply, BridgeRequest } from "../src/bridge/protocol";
import type { CallingEnvironment } from "../src";

type Scope = Record<string, unknown>;
const receive = (scope: Scope, reply: BridgeReply | string) =>
  (scope[RECEIVE_FUNCTION] as (raw: unknown) => void)(reply);

/** A simulated native side: it records what the page sent and answers through the page's receive function. */
function nativeSide(
  platform: "android" | "harmony" | "ios" | "miniprogram",
  answer: (request: BridgeRequest, scope: Scope) => void,
  capabilities?: string[],
) {
  const scope: Scope = {};
  const sent: BridgeRequest[] = [];
  const channel = {
    postMessage(message: unknown) {
      const request = (typeof message === "string" ? JSON.parse(message) : message) as BridgeRequest;
      if (platform !== "ios" && typeof message !== "string")
        throw new Error("Android, Harmony and the container take JSON text");
      sent.push(request);
      answer(request, scope);
    },
    ...(capabilities && platform !== "ios" ? { capabilities: () => JSON.stringify(capabilities) } : {}),
  };
  if (platform === "android") scope.sxzAndroidBridge = channel;
  if (platform === "harmony") scope.sxzHarmonyBridge = channel;
  if (platform === "miniprogram") scope.sxzWorkplaceBridge = channel;
  if (platform === "ios") {
    scope.webkit = { messageHandlers: { sxzBridge: channel } };
    if (capabilities) scope.sxzBridgeCapabilities = capabilities;
  }
  const environment: CallingEnvironment =
    platform === "miniprogram"
      ? { kind: "miniprogram", mobileWeb: false }
      : { kind: "native", platform, mobileWeb: false };
  const bridge = createBridge({ environment, language: () => "en_US", scope: scope as unknown as typeof globalThis });
  return { scope, sent, bridge };
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(["android", "harmony", "ios", "miniprogram"] as const)("bridge on %s", (platform) => {
  it(`[CL-BR-1] ${platform}: one promise API resolves with the native result`, async () => {
    const { bridge, sent } = nativeSide(platform, (request, scope) =>
      queueMicrotask(() => receive(scope, { id: request.id, code: 0, data: { echoed: request.params } })),
    );
    await expect(bridge.call("getLocation", { precise: true })).resolves.toEqual({ echoed: { precise: true } });
    expect(sent[0]).toMatchObject({ name: "getLocation", params: { precise: true } });
  });

  it(`[CL-ERR-8] ${platform}: native code -1 rejects with a typed error`, async () => {
    const { bridge } = nativeSide(platform, (request, scope) =>
      receive(scope, JSON.stringify({ id: request.id, code: -1, message: "camera busy" })),
    );
    const error = await bridge.call("scanCode").catch((reason: unknown) => reason);
    expect(isBridgeError(error, "native")).toBe(true);
    expect(error).toMatchObject({ code: -1, message: "camera busy", api: "scanCode" });
  });

  it(`[CL-BR-2] ${platform}: a native side that never answers times out after 30 s, frees the callback and ignores the late reply`, async () => {
    vi.useFakeTimers();
    let pendingId = "";
    const { bridge, scope } = nativeSide(platform, (request) => {
      pendingId = request.id;
    });
    const settled = vi.fn();
    const call = bridge.call("neverAnswers").then(settled, (error: unknown) => {
      settled(error);
      throw error;
    });
    const failure = call.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(isBridgeError(error, "timeout")).toBe(true);
    expect((error as Error).message).toContain("30 seconds");
    const registry = (scope as Record<symbol, { pending: Map<string, unknown> }>)[Symbol.for("sxz.bridge.registry")]!;
    expect(registry.pending.has(pendingId)).toBe(false);
    expect(() => receive(scope, { id: pendingId, code: 0, data: "late" })).not.toThrow();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

describe("bridge behaviour", () => {
  it("[CL-BR-2] the time-out can be set per call", async () => {
    vi.useFakeTimers();
    const { bridge } = nativeSide("android", () => undefined);
    const failure = bridge.call("slow", {}, { timeout: 5_000 }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isBridgeError(await failure, "timeout")).toBe(true);
  });

  it("[CL-BR-1] progress updates arrive before the result and keep the call alive", async () => {
    vi.useFakeTimers();
    let id = "";
    const { bridge, scope } = nativeSide("android", (request) => {
      id = request.id;
    });
    const progress: unknown[] = [];
    const result = bridge.call("uploadVideo", {}, { onProgress: (value) => progress.push(value) });
    await vi.advanceTimersByTimeAsync(20_000);
    receive(scope, { id, code: 0, progress: true, data: { percent: 40 } });
    await vi.advanceTimersByTimeAsync(20_000);
    receive(scope, { id, code: 0, progress: true, data: { percent: 90 } });
    await vi.advanceTimersByTimeAsync(20_000);
    receive(scope, { id, code: 0, data: { url: "v.mp4" } });
    await expect(result).resolves.toEqual({ url: "v.mp4" });
    expect(progress).toEqual([{ percent: 40 }, { percent: 90 }]);
  });

  it("[CL-BR-1] image picking asks for at most 9 images by default", async () => {
    const { bridge, sent } = nativeSide("ios", (request, scope) =>
      receive(scope, { id: request.id, code: 0, data: ["a.jpg"] }),
    );
    await bridge.chooseImage();
    await bridge.chooseImage({ count: 3, sourceType: ["camera"] });
    expect(sent.map((request) => request.params)).toEqual([{ count: 9 }, { count: 3, sourceType: ["camera"] }]);
  });

  it("[CL-ERR-7] a function the native side does not declare rejects, naming the environment and saying it is (temporarily) not supported", async () => {
    const { bridge, sent } = nativeSide("harmony", () => undefined, ["chooseImage"]);
    expect(bridge.supports("chooseImage")).toBe(true);
    expect(bridge.supports("scanCode")).toBe(false);
    const error = await bridge.call("scanCode").catch((reason: unknown) => reason);
    expect(isBridgeError(error, "unsupported")).toBe(true);
    expect((error as Error).message).toBe(
      "scanCode is (temporarily) not supported in the current environment (Harmony app).",
    );
    expect(sent).toEqual([]);
  });

  it("[CL-ERR-7] [CL-ERR-8] on plain web a function without a web fallback answers -100 as unsupported, in the page language", async () => {
    const bridge = createBridge({
      environment: { kind: "web", mobileWeb: false },
      language: () => "zh_CN",
      scope: {} as typeof globalThis,
    });
    const error = await bridge.call("scanCode").catch((reason: unknown) => reason);
    expect(isBridgeError(error, "unsupported")).toBe(true);
    expect(error).toMatchObject({ code: -100, environment: "web" });
    expect((error as Error).message).toBe("当前环境（web）暂不支持 scanCode。");
  });

  it("[CL-ERR-8] a web fallback answering -100 rejects as unsupported; a working one resolves", async () => {
    const bridge = createBridge({
      environment: { kind: "web", mobileWeb: true },
      language: () => "en_US",
      scope: {} as typeof globalThis,
      fallbacks: { vibrate: async () => ({ code: -100 }), share: async (params) => ({ code: 0, data: params }) },
    });
    await expect(bridge.call("vibrate")).rejects.toMatchObject({
      kind: "unsupported",
      code: -100,
      environment: "mobile web",
    });
    await expect(bridge.call("share", { title: "t" })).resolves.toEqual({ title: "t" });
  });

  it("[CL-BR-1] on plain web, image picking falls back to a file input limited to 9 files", async () => {
    const bridge = createBridge({ environment: { kind: "web", mobileWeb: false }, language: () => "en_US" });
    const picked = bridge.chooseImage<{ name: string }[]>();
    const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
    expect(input.accept).toBe("image/*");
    expect(input.multiple).toBe(true);
    const files = Array.from({ length: 12 }, (_, index) => new File(["x"], `p${index}.png`, { type: "image/png" }));
    Object.defineProperty(input, "files", { value: files });
    input.dispatchEvent(new Event("change"));
    const result = await picked;
    expect(result.map((file) => file.name)).toEqual(files.slice(0, 9).map((file) => file.name));
    expect(document.querySelector("input[type=file]")).toBeNull();
  });

  it("[CL-BR-1] an aborted call rejects and frees its callback", async () => {
    let id = "";
    const { bridge, scope } = nativeSide("android", (request) => {
      id = request.id;
    });
    const controller = new AbortController();
    const call = bridge.call("longTask", {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: "aborted" });
    expect(() => receive(scope, { id, code: 0 })).not.toThrow();
  });
});

describe("bridge messages through the platform client", () => {
  it("[CL-ERR-7] the unsupported message is in the page's language once its messages are loaded", async () => {
    const { resetPage, testClient } = await import("./support/page");
    resetPage("/?sxz-lang=de_DE");
    const client = testClient({ environment: { kind: "web", mobileWeb: false } });
    await client.i18n.ready;
    const error = await client.bridge.call("scanCode").catch((reason: unknown) => reason);
    expect((error as Error).message).toBe(
      "scanCode wird in der aktuellen Umgebung (web) vorübergehend nicht unterstützt.",
    );
    client.dispose();
  });
});
