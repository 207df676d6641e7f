import { ClientIpResponse, ContentxResponse, HeartbeatResponse } from "../session";
import type { ApiRouteTable } from "./api-route";
import { sessionPaths } from "./paths/session";

export const sessionRoutes = {
  clientIp: {
    ...sessionPaths.clientIp,
    id: "clientIp",
    tags: ["session"],
    summary: "The client address and whether it is on the company network",
    access: "anyone",
    answer: ClientIpResponse,
  },
  contentx: {
    ...sessionPaths.contentx,
    id: "contentx",
    tags: ["session"],
    summary: "The intranet flag of the caller",
    access: "anyone",
    answer: ContentxResponse,
  },
  heartbeat: {
    ...sessionPaths.heartbeat,
    id: "heartbeat",
    tags: ["session"],
    summary: "Keep-alive",
    access: "anyone",
    answer: HeartbeatResponse,
  },
} as const satisfies ApiRouteTable<typeof sessionPaths>;
