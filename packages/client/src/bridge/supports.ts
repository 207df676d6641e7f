import type { CallingEnvironment } from "../env";
import { findTransport } from "./transports";

/** The APIs plain web stands in for (`web-fallbacks.ts`), by name: what `supports()` answers without loading them. */
export const WEB_FALLBACK_NAMES: readonly string[] = ["chooseImage"];

/**
 * `bridge.supports(name)`: declared by the native side (read at call time: containers may inject after the page
 * started), or a web fallback on plain web. Synchronous and small, so the bridge's calling part can load on use.
 */
export function bridgeSupports(
  environment: CallingEnvironment,
  scope: typeof globalThis,
  webNames: readonly string[],
): (name: string) => boolean {
  return (name) => {
    if (environment.kind === "web") return webNames.includes(name);
    const channel = findTransport(environment, scope as Parameters<typeof findTransport>[1]);
    if (!channel) return false;
    const declared = channel.capabilities();
    return declared === undefined || declared.includes(name);
  };
}
