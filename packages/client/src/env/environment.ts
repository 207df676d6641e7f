/** Where the page runs (CL-ENV-1): a plain browser, a native app's web view, or the workplace mini-program container. */
export type CallingEnvironmentKind = "web" | "native" | "miniprogram";
export type NativePlatform = "android" | "harmony" | "ios";

export interface CallingEnvironment {
  kind: CallingEnvironmentKind;
  /** Set only inside native apps. */
  platform?: NativePlatform;
  /** A phone or tablet browser (mobile web); false inside apps and the container, which have their own pages. */
  mobileWeb: boolean;
}

/** The objects a native container injects into the page before any script runs (see the README's bridge protocol). */
export interface InjectedBridgeGlobals {
  sxzAndroidBridge?: unknown;
  sxzHarmonyBridge?: unknown;
  sxzWorkplaceBridge?: unknown;
  webkit?: { messageHandlers?: { sxzBridge?: unknown } };
}

/** The user-agent token native apps add, e.g. `SxzApp/3.2 (android)`. */
const APP_TOKEN = /\bSxzApp\/[\w.]+/i;
/** The user-agent token of the workplace mini-program container. */
const CONTAINER_TOKEN = /\bSxzWorkplace\/[\w.]+|\bminiProgram\b/i;
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony/i;

function platformFromUserAgent(userAgent: string): NativePlatform | undefined {
  if (/OpenHarmony|HarmonyOS|ArkWeb/i.test(userAgent)) return "harmony";
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) return "ios";
  return undefined;
}

/**
 * The injected objects decide first (they are what the bridge talks to); the user-agent tokens cover the moment
 * before injection and containers that inject late.
 */
export function detectEnvironment(
  scope: InjectedBridgeGlobals = globalThis as InjectedBridgeGlobals,
  userAgent = globalThis.navigator?.userAgent ?? "",
): CallingEnvironment {
  if (scope.sxzWorkplaceBridge || CONTAINER_TOKEN.test(userAgent)) return { kind: "miniprogram", mobileWeb: false };
  if (scope.sxzHarmonyBridge) return { kind: "native", platform: "harmony", mobileWeb: false };
  if (scope.sxzAndroidBridge) return { kind: "native", platform: "android", mobileWeb: false };
  if (scope.webkit?.messageHandlers?.sxzBridge) return { kind: "native", platform: "ios", mobileWeb: false };
  if (APP_TOKEN.test(userAgent)) {
    const platform = platformFromUserAgent(userAgent);
    if (platform) return { kind: "native", platform, mobileWeb: false };
  }
  return { kind: "web", mobileWeb: MOBILE.test(userAgent) };
}

/** A short name for messages ("Android app", "mini-program container", "web"). */
export function describeEnvironment(environment: CallingEnvironment): string {
  if (environment.kind === "miniprogram") return "mini-program container";
  if (environment.kind === "native") {
    const names: Record<NativePlatform, string> = { android: "Android app", harmony: "Harmony app", ios: "iOS app" };
    return names[environment.platform ?? "android"];
  }
  return environment.mobileWeb ? "mobile web" : "web";
}
