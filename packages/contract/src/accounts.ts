import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

export const UserRole = Type.Union([Type.Literal("learner"), Type.Literal("admin")]);
export type UserRole = Static<typeof UserRole>;

/** `GET /api/accounts/users/me` (CL-ENT-2): authorName = nickName, else realName, else user_name. */
export const CurrentUser = Type.Object({
  id: Type.String(),
  user_name: Type.String(),
  nickName: Type.Union([Type.String(), Type.Null()]),
  realName: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  /** The school the access token was issued for. */
  tenantId: Type.String(),
  role: UserRole,
});
export type CurrentUser = Static<typeof CurrentUser>;
export const CurrentUserResponse = Envelope(CurrentUser);

/** `PUT /api/accounts/users/{id}/status` (admin of the user's school): disable or enable an account. */
export const UserStatusParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type UserStatusParams = Static<typeof UserStatusParams>;
/** An author's user id, as cards carry it in `from_user_id`; no control characters (PostgreSQL text refuses NUL). */
export const StaffAvatarParams = Type.Object({ userId: Type.String({ pattern: "^[^\\x00-\\x1f\\x7f]{1,64}$" }) });
export type StaffAvatarParams = Static<typeof StaffAvatarParams>;
export const UserStatusRequest = Type.Object({ disabled: Type.Boolean() });
export type UserStatusRequest = Static<typeof UserStatusRequest>;
export const UserStatus = Type.Object({ id: Type.String(), disabled: Type.Boolean() });
export type UserStatus = Static<typeof UserStatus>;
export const UserStatusResponse = Envelope(UserStatus);
