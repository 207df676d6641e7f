import type { Transport } from "../http/transport";
import { loadOnUse } from "../on-use/load-on-use";
import type { Bridge, BridgeOptions } from "./bridge";
import { bridgeSupports, WEB_FALLBACK_NAMES } from "./supports";

/**
 * `client.bridge` of the platform client: `environment` and `supports()` answer at once (the environment detection
 * and the transports' capability lists are small and in the core); the calling part — message ids, time-outs,
 * replies, the messages in every language, the web fallbacks — loads with the first call, which then goes on as if
 * it had always been there.
 */
export function createLazyBridge(options: BridgeOptions): Bridge {
  const load = loadOnUse(
    () => import("./bridge"),
    ({ createBridge }) => createBridge(options),
  );
  return {
    environment: options.environment,
    supports: bridgeSupports(
      options.environment,
      options.scope ?? globalThis,
      options.fallbacks ? Object.keys(options.fallbacks) : WEB_FALLBACK_NAMES,
    ),
    call: async (name, params, callOptions) => (await load()).call(name, params, callOptions),
    chooseImage: async (chooseOptions) => (await load()).chooseImage(chooseOptions),
  };
}

/** CL-ENV-3 inside apps: the bridge's http transport, chosen at creation, with its code loaded by the first request. */
export function lazyBridgeTransport(bridge: Bridge, fallback: Transport): Transport {
  const transport = loadOnUse(
    () => import("./http-transport"),
    ({ bridgeHttpTransport }) => bridgeHttpTransport(bridge, fallback),
  );
  return async (call) => (await transport())(call);
}
