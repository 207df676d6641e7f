import { CurrentUserResponse, UserStatusParams, UserStatusRequest, UserStatusResponse } from "../accounts";
import type { ApiRouteTable } from "./api-route";
import { accountPaths } from "./paths/accounts";

export const accountRoutes = {
  currentUser: { ...accountPaths.currentUser, id: "currentUser", tags: ["accounts"], summary: "The logged-in user", access: "user", answer: CurrentUserResponse },
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
} as const satisfies ApiRouteTable<typeof accountPaths>;
