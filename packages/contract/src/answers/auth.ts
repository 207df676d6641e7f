// The token answers the client layer reads: POST /api/auth/oauth/token (password, refresh_token and
// authorization_code grants, CL-API-5, CL-RT-10) and the workplace free login (CL-API-7), whose answer carries one.
import { idText } from "./accounts";
import { booleanField, MalformedAnswerError, recordAt, required, stringField } from "./read-fields";
import type { AnswerRecord } from "./read-fields";

/** RFC 6750's b64token: what a bearer token may contain, so it is safe in a cookie and in the Authorization header. */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** The token set of an answer (OAuth2 field names). `user_id` may be unknown. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  user_id: string | null;
}

function token(record: AnswerRecord | null, key: string, path: string): string {
  const value = required(stringField(record, key, path), `${path}.${key}`, "a token");
  if (!B64TOKEN.test(value)) throw new MalformedAnswerError(`${path}.${key}`, "a token (letters, digits and -._~+/=)");
  return value;
}

/** Both tokens are required: a set without them cannot be stored. Extra fields (token_type, expires_in…) are ignored. */
export function readTokenAnswer(data: unknown, path = "token"): TokenAnswer {
  const record = required(recordAt(data, path), path, "a token set");
  return {
    access_token: token(record, "access_token", path),
    refresh_token: token(record, "refresh_token", path),
    user_id: idText(record, "user_id", path),
  };
}

/** `POST /api/{workplace}/proxy/rest/v1/open/free_login`: first login or not, the sync type, the token set. */
export interface FreeLoginAnswer {
  /** Unknown (missing) counts as not the first login: no verification page is forced on anyone. */
  firstLogin: boolean | null;
  /** As written; the client keeps only the sync types it knows. */
  syncType: string | null;
  token: TokenAnswer;
}

/** The free login answer is an envelope (`data`) or, from some gateways, the bare object. */
export function readFreeLogin(body: unknown): FreeLoginAnswer {
  const path = "freeLogin";
  const outer = required(recordAt(body, path), path, "a free-login answer");
  const inner =
    "data" in outer ? required(recordAt(outer.data, `${path}.data`), `${path}.data`, "a free-login answer") : outer;
  const at = "data" in outer ? `${path}.data` : path;
  return {
    // "true" / "false" as text too: the workplace gateway writes them so (the yes/no rule reads them).
    firstLogin: booleanField(inner, "firstLogin", at),
    syncType: stringField(inner, "syncType", at),
    token: readTokenAnswer(inner.oauth2AccessToken, `${at}.oauth2AccessToken`),
  };
}
