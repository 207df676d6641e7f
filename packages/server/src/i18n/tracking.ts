import type { Catalogue } from "./messages";

/** Messages of the tracking endpoints. */
export const trackingMessages = {
  en_US: {
    trackingTooLarge: "The event is too large.",
    trackingWrongType: "msgType must be {expected} on this endpoint.",
    cookieWriteOtherOrigin: "A call signed in by cookie is accepted only from this site's own origin.",
  },
  zh_CN: {
    trackingTooLarge: "事件内容过大。",
    trackingWrongType: "此接口的 msgType 必须是 {expected}。",
    cookieWriteOtherOrigin: "通过 Cookie 登录的调用只接受来自本站来源的请求。",
  },
} satisfies Catalogue;
