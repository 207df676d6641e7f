import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";
import { SYNC_TYPES } from "./constants/accounts";

/** The three grants of the token endpoint. */
export const GrantType = Type.Union([
  Type.Literal("password"),
  Type.Literal("refresh_token"),
  Type.Literal("authorization_code"),
]);
export type GrantType = Static<typeof GrantType>;

/**
 * Query of `POST /api/auth/oauth/token`. The client layer puts grant_type, refresh_token, needRefreshAgain and
 * code in the query (CL-API-5, CL-RT-10); every field may also come in the form body, which wins.
 */
export const TokenQuery = Type.Object({
  grant_type: Type.Optional(GrantType),
  refresh_token: Type.Optional(Type.String({ maxLength: 512 })),
  needRefreshAgain: Type.Optional(Type.Boolean()),
  code: Type.Optional(Type.String({ maxLength: 512 })),
  "sxz-lang": Type.Optional(Type.String({ maxLength: 10 })),
});
export type TokenQuery = Static<typeof TokenQuery>;

/** Form body (application/x-www-form-urlencoded) of `POST /api/auth/oauth/token`. */
export const TokenForm = Type.Object({
  grant_type: Type.Optional(GrantType),
  username: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 512 })),
  code: Type.Optional(Type.String({ maxLength: 512 })),
  needRefreshAgain: Type.Optional(Type.Boolean()),
  /** The school to sign in to (password grant); else the tenant_id / tenantId header, else the user's home school. */
  tenantId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TokenForm = Static<typeof TokenForm>;

/** The token set the client keeps in cookies (CL-ENT-1). */
export const TokenSet = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  user_id: Type.String(),
});
export type TokenSet = Static<typeof TokenSet>;

/** OAuth2-style answer of the token endpoint (not the envelope). */
export const TokenResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  user_id: Type.String(),
  token_type: Type.Literal("bearer"),
  /** Seconds until the access token expires. */
  expires_in: Type.Integer(),
  tenant_id: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

/** OAuth2 error answer (RFC 6749 §5.2) of the token endpoint, HTTP 400, 401 or 429. */
export const OAuthErrorCode = Type.Union([
  Type.Literal("invalid_request"),
  Type.Literal("invalid_client"),
  Type.Literal("invalid_grant"),
  Type.Literal("unsupported_grant_type"),
  Type.Literal("too_many_requests"),
  Type.Literal("access_denied"),
]);
export type OAuthErrorCode = Static<typeof OAuthErrorCode>;
export const OAuthError = Type.Object({
  error: OAuthErrorCode,
  error_description: Type.String(),
  /** The platform body code when one applies (901100003 IP limit, 901100005 disabled user). */
  code: Type.Optional(Type.Integer()),
});
export type OAuthError = Static<typeof OAuthError>;

/** `POST /api/auth/logout` body; without a refresh token the family of the Bearer access token is revoked. */
export const LogoutRequest = Type.Object({
  refresh_token: Type.Optional(Type.String({ maxLength: 512 })),
});
export type LogoutRequest = Static<typeof LogoutRequest>;
export const LogoutData = Type.Object({ revoked: Type.Boolean() });
export type LogoutData = Static<typeof LogoutData>;
export const LogoutResponse = Envelope(LogoutData);

/** `GET /api/auth/v1/oauth/authorize` query (CL-API-6). */
export const AuthorizeQuery = Type.Object({
  grant_type: Type.Literal("authorization_code"),
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  response_type: Type.Literal("code"),
  state: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AuthorizeQuery = Static<typeof AuthorizeQuery>;
/** A short-lived, single-use authorization code for the logged-in caller. */
export const AuthorizeData = Type.Object({
  code: Type.String(),
  /** Seconds the code stays valid. */
  expiresIn: Type.Integer(),
  state: Type.Optional(Type.String()),
});
export type AuthorizeData = Static<typeof AuthorizeData>;
export const AuthorizeResponse = Envelope(AuthorizeData);

export const SyncType = Type.Union(SYNC_TYPES.map((value) => Type.Literal(value)));
export type SyncType = Static<typeof SyncType>;

export const FreeLoginParams = Type.Object({ workplace: Type.String({ pattern: "^[A-Za-z0-9_-]{1,40}$" }) });
export type FreeLoginParams = Static<typeof FreeLoginParams>;
/** `POST /api/{workplace}/proxy/rest/v1/open/free_login` body (CL-API-7). */
export const FreeLoginRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 512 }),
  /** The workplace-app identifier. */
  platformType: Type.String({ minLength: 1, maxLength: 40 }),
  state: Type.Optional(Type.String({ maxLength: 200 })),
});
export type FreeLoginRequest = Static<typeof FreeLoginRequest>;
export const FreeLoginData = Type.Object({
  /** True the first time this workplace account signs in: the client sends the user to first-access verification. */
  firstLogin: Type.Boolean(),
  syncType: SyncType,
  oauth2AccessToken: TokenResponse,
});
export type FreeLoginData = Static<typeof FreeLoginData>;
export const FreeLoginResponse = Envelope(FreeLoginData);

export const ThirdPartyParams = Type.Object({ provider: Type.String({ pattern: "^[A-Za-z0-9_-]{1,40}$" }) });
export type ThirdPartyParams = Static<typeof ThirdPartyParams>;
export const ThirdPartyQuery = Type.Object({
  "sxz-lang": Type.Optional(Type.String({ maxLength: 10 })),
  /** base64 of the address to return to; it must be same-origin with the server or a configured host. */
  targetUrl: Type.String({ minLength: 1, maxLength: 4096 }),
  loginChannel: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ThirdPartyQuery = Static<typeof ThirdPartyQuery>;
