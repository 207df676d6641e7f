import type { PlatformHttp } from "../http/request-options";
import { accountPaths, readCurrentUser } from "@sxz/contract";
import { readEnvelope } from "../http/answers";
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
 * `sxz-user-info` and the profile keys of local storage (realName, nickName, mobile, email, avatarUrl). The answer
 * is read at the edge: unknown texts stay unknown (a stored key of an earlier answer is removed), a wrong type is
 * PlatformError("malformed-answer"), text is kept as text (never markup).
 */
export async function fetchCurrentUser(
  http: Pick<PlatformHttp, "get">,
  storage: PlatformStorage,
  userId: string | undefined,
): Promise<UserSummary | undefined> {
  const cached = storage.session.get<UserSummary & { userId?: string }>(SESSION_KEYS.userInfo);
  if (
    cached &&
    typeof cached === "object" &&
    typeof cached.id === "string" &&
    cached.id &&
    cached.id === userId &&
    typeof cached.authorName === "string"
  )
    return { id: cached.id, authorName: cached.authorName };
  const me = readEnvelope(await http.get(accountPaths.currentUser.path), readCurrentUser);
  if (!me) return undefined;
  const summary: UserSummary = { id: me.id, authorName: authorName(me) };
  storage.session.set(SESSION_KEYS.userInfo, summary);
  const profile: [string, string | null][] = [
    [LOCAL_KEYS.realName, me.realName],
    [LOCAL_KEYS.nickName, me.nickName],
    [LOCAL_KEYS.mobile, me.mobile],
    [LOCAL_KEYS.email, me.email],
    [LOCAL_KEYS.avatarUrl, me.avatar],
  ];
  for (const [key, value] of profile) {
    if (value === null) storage.local.remove(key);
    else storage.local.set(key, value);
  }
  return summary;
}
