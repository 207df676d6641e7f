import { LOCAL_KEYS, SESSION_KEYS } from "../storage";
import type { PlatformStorage } from "../storage";

/** What the layer keeps about the signed-in person (CL-ENT-9, CL-ENT-10); none of it may outlive the session. */
export const USER_LOCAL_KEYS = [
  LOCAL_KEYS.userId,
  LOCAL_KEYS.realName,
  LOCAL_KEYS.nickName,
  LOCAL_KEYS.mobile,
  LOCAL_KEYS.email,
  LOCAL_KEYS.avatarUrl,
] as const;
export const USER_SESSION_KEYS = [SESSION_KEYS.userInfo, SESSION_KEYS.visitorToMember, SESSION_KEYS.tokens] as const;

/**
 * Forgets the person: profile keys of local storage (shared by the tabs) and this tab's session storage (each tab
 * has its own, so every tab forgets its copy when its session ends). Removing an absent key is harmless.
 */
export function forgetUser(storage: PlatformStorage): void {
  for (const key of USER_LOCAL_KEYS) storage.local.remove(key);
  for (const key of USER_SESSION_KEYS) storage.session.remove(key);
}
