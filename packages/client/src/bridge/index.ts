// @sxz/client/bridge: the native bridge, its errors and its wire protocol.
export { createBridge, BRIDGE_TIMEOUT_MS, IMAGE_PICK_DEFAULT_MAX } from "./bridge";
export type { Bridge, BridgeCallOptions, BridgeOptions, ChooseImageOptions } from "./bridge";
export { BridgeError, isBridgeError } from "./errors";
export type { BridgeErrorKind } from "./errors";
export { BRIDGE_CODE, RECEIVE_FUNCTION } from "./protocol";
export type { BridgeReply, BridgeRequest } from "./protocol";
export { bridgeHttpTransport } from "./http-transport";
export type { PickedImage } from "./web-fallbacks";
export type { BridgeTranslate } from "./messages";
