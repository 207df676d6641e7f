import {
  CurrentUserResponse,
  StaffAvatarParams,
  UserStatusParams,
  UserStatusRequest,
  UserStatusResponse,
} from "../accounts";
import type { ApiRouteTable } from "./api-route";
import { accountPaths } from "./paths/accounts";

export const accountRoutes = {
  currentUser: {
    ...accountPaths.currentUser,
    id: "currentUser",
    tags: ["accounts"],
    summary: "The logged-in user",
    access: "user",
    answer: CurrentUserResponse,
  },
  setUserStatus: {
    ...accountPaths.setUserStatus,
    id: "setUserStatus",
    tags: ["accounts"],
    summary: "Disable or enable a member of the admin's school; a disabled user's sessions answer 901100005",
    access: "admin",
    params: UserStatusParams,
    body: UserStatusRequest,
    answer: UserStatusResponse,
    failures: [404],
  },
  staffAvatar: {
    ...accountPaths.staffAvatar,
    id: "staffAvatar",
    tags: ["accounts"],
    summary:
      "A review author's avatar by user id: a redirect to their picture when it is on this server, else their initial on a tinted disc (SVG); any other id answers a neutral disc",
    access: "anyone",
    params: StaffAvatarParams,
    answers: "file",
  },
} as const satisfies ApiRouteTable<typeof accountPaths>;
