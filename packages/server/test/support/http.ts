// Requests as the client layer sends them: the token endpoint's form, JSON with a bearer token.
import type { TokenResponse } from "@sxz/contract";

/** Response bodies as the tests read them: assertions, not types, check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** `POST /api/auth/oauth/token` with a form body, as the login page and the client layer send it. */
export async function tokenRequest(
  baseUrl: string,
  form: Record<string, string>,
  options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const query = new URLSearchParams(options.query ?? {}).toString();
  return fetch(`${baseUrl}/api/auth/oauth/token${query ? `?${query}` : ""}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
    body: new URLSearchParams(form).toString(),
  });
}

export async function login(
  baseUrl: string,
  username: string,
  password = username,
  headers: Record<string, string> = {},
): Promise<TokenResponse> {
  const response = await tokenRequest(baseUrl, { grant_type: "password", username, password }, { headers });
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

/** The client layer's refresh call (CL-API-5): grant and token in the query and in the form body. */
export function refresh(baseUrl: string, refreshToken: string, needRefreshAgain = false): Promise<Response> {
  return tokenRequest(
    baseUrl,
    { grant_type: "refresh_token", refresh_token: refreshToken },
    {
      query: {
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        ...(needRefreshAgain ? { needRefreshAgain: "true" } : {}),
      },
    },
  );
}

export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...extra };
}

export async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export async function sendJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
