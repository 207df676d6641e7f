import type { CallingEnvironment } from "../env";
import type { BridgeRequest } from "./protocol";

/** How a message reaches the native side of one platform. */
export interface BridgeTransport {
  send(request: BridgeRequest): void;
  /** Names the native side declares, or undefined when it declares none (then every call is attempted). */
  capabilities(): readonly string[] | undefined;
}

interface StringChannel {
  postMessage(json: string): void;
  capabilities?: () => unknown;
}

interface BridgeScope {
  sxzAndroidBridge?: StringChannel;
  sxzHarmonyBridge?: StringChannel;
  sxzWorkplaceBridge?: StringChannel;
  sxzBridgeCapabilities?: unknown;
  webkit?: { messageHandlers?: { sxzBridge?: { postMessage(message: unknown): void } } };
}

function nameList(value: unknown): readonly string[] | undefined {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : undefined;
}

function stringChannel(channel: StringChannel | undefined): BridgeTransport | undefined {
  if (!channel || typeof channel.postMessage !== "function") return undefined;
  return {
    send: (request) => channel.postMessage(JSON.stringify(request)),
    capabilities: () => {
      try {
        return typeof channel.capabilities === "function" ? nameList(channel.capabilities()) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The transport of the environment, read at call time (containers may inject after the page started). */
export function findTransport(
  environment: CallingEnvironment,
  scope: BridgeScope = globalThis as BridgeScope,
): BridgeTransport | undefined {
  if (environment.kind === "miniprogram") return stringChannel(scope.sxzWorkplaceBridge);
  if (environment.kind !== "native") return undefined;
  if (environment.platform === "android") return stringChannel(scope.sxzAndroidBridge);
  if (environment.platform === "harmony") return stringChannel(scope.sxzHarmonyBridge);
  const handler = scope.webkit?.messageHandlers?.sxzBridge;
  if (!handler || typeof handler.postMessage !== "function") return undefined;
  return { send: (request) => handler.postMessage(request), capabilities: () => nameList(scope.sxzBridgeCapabilities) };
}
