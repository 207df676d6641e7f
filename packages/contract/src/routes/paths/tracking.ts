import type { RoutePath } from "../route-path";

export const trackingPaths = {
  trackEvent: { method: "POST", path: "/api/message/v1/event" },
  trackOpenEvent: { method: "POST", path: "/api/message/v1/open/event" },
  trackEvents: { method: "POST", path: "/api/message/v1/event/batch" },
  trackOpenEvents: { method: "POST", path: "/api/message/v1/open/event/batch" },
  trackingEvents: { method: "GET", path: "/api/message/v1/events" },
} as const satisfies Record<string, RoutePath>;
