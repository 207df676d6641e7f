import { authPaths, MalformedAnswerError, readTokenAnswer } from "@sxz/contract";
import { malformedAnswer } from "../http/answers";
import { answerOfError } from "../http/raw-http";
import type { RawAnswer, RawHttp } from "../http/raw-http";
import type { TokenSet } from "./token-store";

const TOKEN_PATH = authPaths.issueToken.path;
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The server said no (400/401/403: invalid or revoked grant), as opposed to being unreachable. */
export class GrantRejectedError extends Error {
  override readonly name = "GrantRejectedError";
}

/**
 * The OAuth2 answer (not an envelope), read at the edge: both tokens required and bearer-safe, `user_id` text or a
 * number (unknown: empty). An answer without a usable set is PlatformError("malformed-answer") — a server fault,
 * not a refusal, so a refresh that gets one keeps the session (the chain treats it as "unavailable").
 */
function toTokenSet(response: RawAnswer): TokenSet {
  try {
    const answer = readTokenAnswer(response.data);
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token, userId: answer.user_id ?? "" };
  } catch (error) {
    if (error instanceof MalformedAnswerError) throw malformedAnswer(error, response);
    throw error;
  }
}

/** Looks at the token endpoint's answer (success or refusal) before it is used; an error returned is thrown. */
export type TokenAnswerCheck = (response: RawAnswer) => Error | undefined;

async function post(
  raw: RawHttp,
  params: Record<string, string>,
  body: URLSearchParams | undefined,
  headers: Record<string, string>,
  check?: TokenAnswerCheck,
): Promise<TokenSet> {
  let response: RawAnswer;
  try {
    response = await raw.post(TOKEN_PATH, body ?? "", { params, headers: { ...FORM, ...headers }, timeout: 15_000 });
  } catch (error) {
    const refused = answerOfError(error);
    const checked = refused && check?.(refused);
    if (checked) throw checked;
    const status = refused?.status;
    if (status === 400 || status === 401 || status === 403)
      throw new GrantRejectedError(`token endpoint refused the grant (${status})`, { cause: error });
    throw error;
  }
  const checked = check?.(response);
  if (checked) throw checked;
  return toTokenSet(response);
}

/**
 * CL-API-5: `POST /api/auth/oauth/token?grant_type=refresh_token&refresh_token=…[&needRefreshAgain=true]` with the
 * form body refresh_token, grant_type. `raw` is a transport without interceptors, so a refresh is never
 * itself intercepted or refreshed.
 */
export function refreshGrant(
  raw: RawHttp,
  refreshToken: string,
  needRefreshAgain: boolean,
  headers: Record<string, string> = {},
): Promise<TokenSet> {
  const params: Record<string, string> = { grant_type: "refresh_token", refresh_token: refreshToken };
  if (needRefreshAgain) params.needRefreshAgain = "true";
  return post(raw, params, new URLSearchParams({ refresh_token: refreshToken, grant_type: "refresh_token" }), headers);
}

/** CL-RT-10: `POST /api/auth/oauth/token?code=…&grant_type=authorization_code` (the `_tpToken` exchange). */
export function authorizationCodeGrant(
  raw: RawHttp,
  code: string,
  headers: Record<string, string> = {},
  check?: TokenAnswerCheck,
): Promise<TokenSet> {
  return post(raw, { code, grant_type: "authorization_code" }, undefined, headers, check);
}

/** The password grant, for hosts that render their own login form; `check` applies the error catalogue (CL-RT-2). */
export function passwordGrant(
  raw: RawHttp,
  username: string,
  password: string,
  headers: Record<string, string> = {},
  check?: TokenAnswerCheck,
): Promise<TokenSet> {
  return post(raw, { grant_type: "password" }, new URLSearchParams({ username, password }), headers, check);
}
