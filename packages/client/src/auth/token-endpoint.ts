import { isAxiosError } from "axios";
import type { AxiosInstance, AxiosResponse } from "axios";
import type { TokenResponse } from "@sxz/contract";
import type { TokenSet } from "./token-store";

/** The OAuth2 answer of `POST /api/auth/oauth/token` (not the envelope), checked field by field before use. */
type OAuthTokenAnswer = Partial<Record<keyof TokenResponse, unknown>>;

const TOKEN_PATH = "/api/auth/oauth/token";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The server said no (400/401/403: invalid or revoked grant), as opposed to being unreachable. */
export class GrantRejectedError extends Error {
  override readonly name = "GrantRejectedError";
}

function toTokenSet(answer: OAuthTokenAnswer): TokenSet {
  const { access_token, refresh_token, user_id } = answer;
  if (typeof access_token !== "string" || !access_token || typeof refresh_token !== "string" || !refresh_token) {
    throw new GrantRejectedError("the token endpoint answered without a token set");
  }
  return { accessToken: access_token, refreshToken: refresh_token, userId: user_id === undefined || user_id === null ? "" : String(user_id) };
}

/** Looks at the token endpoint's answer (success or refusal) before it is used; an error returned is thrown. */
export type TokenAnswerCheck = (response: AxiosResponse) => Error | undefined;

async function post(raw: AxiosInstance, params: Record<string, string>, body: URLSearchParams | undefined, headers: Record<string, string>, check?: TokenAnswerCheck): Promise<TokenSet> {
  let response: AxiosResponse<OAuthTokenAnswer>;
  try {
    response = await raw.post<OAuthTokenAnswer>(TOKEN_PATH, body ?? "", { params, headers: { ...FORM, ...headers }, timeout: 15_000 });
  } catch (error) {
    const refused = isAxiosError(error) ? error.response : undefined;
    const checked = refused && check?.(refused);
    if (checked) throw checked;
    const status = refused?.status;
    if (status === 400 || status === 401 || status === 403) throw new GrantRejectedError(`token endpoint refused the grant (${status})`, { cause: error });
    throw error;
  }
  const checked = check?.(response);
  if (checked) throw checked;
  return toTokenSet(response.data);
}

/**
 * CL-API-5: `POST /api/auth/oauth/token?grant_type=refresh_token&refresh_token=…[&needRefreshAgain=true]` with the
 * form body refresh_token, grant_type. `raw` is an axios instance without interceptors, so a refresh is never
 * itself intercepted or refreshed.
 */
export function refreshGrant(raw: AxiosInstance, refreshToken: string, needRefreshAgain: boolean, headers: Record<string, string> = {}): Promise<TokenSet> {
  const params: Record<string, string> = { grant_type: "refresh_token", refresh_token: refreshToken };
  if (needRefreshAgain) params.needRefreshAgain = "true";
  return post(raw, params, new URLSearchParams({ refresh_token: refreshToken, grant_type: "refresh_token" }), headers);
}

/** CL-RT-10: `POST /api/auth/oauth/token?code=…&grant_type=authorization_code` (the `_tpToken` exchange). */
export function authorizationCodeGrant(raw: AxiosInstance, code: string, headers: Record<string, string> = {}, check?: TokenAnswerCheck): Promise<TokenSet> {
  return post(raw, { code, grant_type: "authorization_code" }, undefined, headers, check);
}

/** The password grant, for hosts that render their own login form; `check` applies the error catalogue (CL-RT-2). */
export function passwordGrant(raw: AxiosInstance, username: string, password: string, headers: Record<string, string> = {}, check?: TokenAnswerCheck): Promise<TokenSet> {
  return post(raw, { grant_type: "password" }, new URLSearchParams({ username, password }), headers, check);
}
