import type { AxiosInstance } from "axios";
import type { ApiEnvelope, CurrentUser } from "@sxz/contract";
import { LOCAL_KEYS, SESSION_KEYS } from "../storage";
import type { PlatformStorage } from "../storage";

/** CL-ENT-2: the current user summary. */
export interface UserSummary {
  id: string;
  /** Nickname, else real name, else user name. */
  authorName: string;
}


const filled = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export function authorName(me: { nickName?: unknown; realName?: unknown; user_name?: unknown }): string {
  return filled(me.nickName) ?? filled(me.realName) ?? filled(me.user_name) ?? "";
}

/**
 * `GET /api/accounts/users/me` through `http` (so an expired token is refreshed), kept for the session in
 * `sxz-user-info` and the profile keys of local storage (realName, nickName, mobile, email, avatarUrl).
 */
export async function fetchCurrentUser(http: AxiosInstance, storage: PlatformStorage, userId: string | undefined): Promise<UserSummary | undefined> {
  const cached = storage.session.get<UserSummary & { userId?: string }>(SESSION_KEYS.userInfo);
  if (cached && typeof cached === "object" && cached.id && cached.id === userId) return { id: cached.id, authorName: cached.authorName };
  const response = await http.get<ApiEnvelope<CurrentUser | null>>("/api/accounts/users/me");
  const me = response.data?.data;
  if (!me || me.id === undefined || me.id === null) return undefined;
  const summary: UserSummary = { id: String(me.id), authorName: authorName(me) };
  storage.session.set(SESSION_KEYS.userInfo, summary);
  const profile: [string, unknown][] = [
    [LOCAL_KEYS.realName, me.realName], [LOCAL_KEYS.nickName, me.nickName], [LOCAL_KEYS.mobile, me.mobile],
    [LOCAL_KEYS.email, me.email], [LOCAL_KEYS.avatarUrl, me.avatar],
  ];
  for (const [key, value] of profile) if (typeof value === "string") storage.local.set(key, value);
  return summary;
}
