/**
 * The wire protocol between the page and a native container (documented in the package README):
 *
 * page → native   { id, name, params }   through the object the container injected:
 *   Android   window.sxzAndroidBridge.postMessage(json)                     (addJavascriptInterface)
 *   Harmony   window.sxzHarmonyBridge.postMessage(json)                     (ArkWeb javaScriptProxy)
 *   iOS       window.webkit.messageHandlers.sxzBridge.postMessage(object)   (WKScriptMessageHandler)
 *   container window.sxzWorkplaceBridge.postMessage(json)                   (mini-program container)
 * native → page   window.sxzBridgeReceive(reply)   with reply = { id, code, data?, message?, progress? }
 *   code 0 = success, -1 = native failure, -100 = not supported; progress: true = an update before the result.
 * capabilities    Android/Harmony/container: `.capabilities()` returns a JSON array of names;
 *                 iOS: `window.sxzBridgeCapabilities` (array) injected at document start.
 */
export interface BridgeRequest {
  id: string;
  name: string;
  params: Record<string, unknown>;
}

export interface BridgeReply {
  id: string;
  code: number;
  data?: unknown;
  message?: string;
  /** An update before the result (upload progress, picking progress); the call stays open. */
  progress?: boolean;
}

export const BRIDGE_CODE = { ok: 0, nativeError: -1, unsupported: -100 } as const;

/** The global function native code calls with its replies. */
export const RECEIVE_FUNCTION = "sxzBridgeReceive";

export function parseReply(raw: unknown): BridgeReply | undefined {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== "object") return undefined;
  const reply = value as Partial<BridgeReply>;
  if (typeof reply.id !== "string") return undefined;
  const code = typeof reply.code === "string" ? Number(reply.code) : reply.code;
  if (typeof code !== "number" || Number.isNaN(code)) return undefined;
  return {
    id: reply.id,
    code,
    data: reply.data,
    ...(typeof reply.message === "string" ? { message: reply.message } : {}),
    ...(reply.progress ? { progress: true } : {}),
  };
}
