// The account answers the client layer reads: who is signed in (GET /api/accounts/users/me, CL-ENT-2).
// Same rule as every reader here: missing is null (unknown), a wrong type is a MalformedAnswerError.
import { idField, recordAt, required, stringField } from "./read-fields";
import type { AnswerRecord } from "./read-fields";

/**
 * An identifier the platform writes as text or as a whole number (user, school, upload ids): text either way, null
 * when missing; anything else (an object, a fraction, an empty text) is an error. The id rule of conform.ts.
 */
export function idText(record: AnswerRecord | null, key: string, path: string): string | null {
  const id = idField(record, key, path);
  return id === null ? null : String(id);
}

/** `GET /api/accounts/users/me` as the client layer uses it; every text may be unknown (null) except the id. */
export interface CurrentUserAnswer {
  id: string;
  user_name: string | null;
  nickName: string | null;
  realName: string | null;
  avatar: string | null;
  email: string | null;
  mobile: string | null;
  /** The school the token was issued for. */
  tenantId: string | null;
  role: string | null;
}

/** Null when the answer names nobody (empty `data`); a user without an id means nothing, so that is an error. */
export function readCurrentUser(data: unknown): CurrentUserAnswer | null {
  const path = "currentUser";
  const record = recordAt(data, path);
  if (record === null) return null;
  const text = (key: string) => stringField(record, key, path);
  return {
    id: required(idText(record, "id", path), `${path}.id`, "the user's id"),
    user_name: text("user_name"),
    nickName: text("nickName"),
    realName: text("realName"),
    avatar: text("avatar"),
    email: text("email"),
    mobile: text("mobile"),
    tenantId: idText(record, "tenantId", path),
    role: text("role"),
  };
}
