import type { Catalogue } from "./messages";

/** Messages of the tracking endpoints. */
export const trackingMessages = {
  en_US: {
    trackingTooLarge: "The event is too large.",
    trackingWrongType: "msgType must be {expected} on this endpoint.",
  },
  zh_CN: {
    trackingTooLarge: "事件内容过大。",
    trackingWrongType: "此接口的 msgType 必须是 {expected}。",
  },
} satisfies Catalogue;
